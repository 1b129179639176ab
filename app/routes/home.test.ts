import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Route } from './+types/home'
import { loader } from './home'

const args = (url: string) => ({ request: new Request(url), params: {}, context: new RouterContextProvider() }) as unknown as Route.LoaderArgs

describe('home loader', () => {
  it('reads the home page and its sections from the bundled dataset', async () => {
    const { home } = await loader(args('http://localhost/'))
    expect(home.title).toBeTruthy()
    expect(home.sections?.[0]?._type).toBe('heroSection')
    const types = new Set(home.sections?.map((section) => section._type))
    expect(types.size).toBeGreaterThanOrEqual(4)
  })

  it('resolves links to where they go, and shapes images with their alt text', async () => {
    const { home } = await loader(args('http://localhost/'))
    const hero = home.sections?.find((section) => section._type === 'heroSection')
    // An internal link that stays in this window is its title and href, nothing more.
    expect(hero?._type === 'heroSection' && hero.buttons?.[0]).toEqual({ title: expect.any(String), href: expect.stringMatching(/^\/[a-z]/) })
    expect(hero?._type === 'heroSection' && typeof hero.image?.alt).toBe('string')
  })

  it('lists only visible services in a list-of-services section', async () => {
    const { home } = await loader(args('http://localhost/'))
    const lists = home.sections?.filter((section) => section._type === 'serviceListSection') ?? []
    expect(lists.length).toBeGreaterThan(0)
    for (const list of lists) {
      expect(list.services?.length).toBeGreaterThan(0)
      for (const service of list.services ?? []) expect(service?.slug, 'every listed service has a page').toBeTruthy()
    }
  })
})
