import { readFileSync } from 'node:fs'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Route } from './+types/services'
import { loader } from './services'

interface Stored {
  _id: string
  _type: string
  hidden?: boolean
  slug?: { current?: string }
  category?: { _ref: string }
  sync?: { slug?: { current?: string }; deleted?: boolean; status?: string }
}

const documents = readFileSync('dataset/bundled/data.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Stored)
  .filter((document) => !document._id.startsWith('drafts.'))

describe('/services loader', () => {
  it('counts each category’s visible services with a page, as the dataset says', async () => {
    const listable = documents.filter(
      (document) =>
        document._type === 'service' &&
        document.hidden !== true &&
        document.sync?.deleted !== true &&
        document.sync?.status !== 'Inactive' &&
        document.sync?.slug?.current,
    )
    const { categories } = await loader({
      request: new Request('http://localhost/services'),
      params: {},
      context: new RouterContextProvider(),
    } as unknown as Route.LoaderArgs)
    expect(categories.length).toBeGreaterThan(3)
    for (const category of categories)
      expect(category.count, category.slug ?? '').toBe(
        listable.filter((service) => service.category?._ref === category._id).length,
      )
    expect(categories.every((category) => category.count > 0)).toBe(true)
  })
})
