import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { documentRequestContext } from '~/http/document-request'
import { htmlOnlySectionsContext } from '~/sections/html-only.server'
import type { Section } from '~/sections/types'
import type { Route } from './+types/home'
import { loader } from './home'

const args = (url: string, context = new RouterContextProvider()) =>
  ({ request: new Request(url), params: {}, context }) as unknown as Route.LoaderArgs

/** The sections of a loader's answer, each whole (as a client navigation gets them). */
async function wholeSections(): Promise<Section[]> {
  const { home } = await loader(args('http://localhost/'))
  return (home.sections ?? []).map((section) => {
    if ('htmlOnly' in section || 'keptSlides' in section) throw new Error(`${section._type} came without its data`)
    return section
  })
}

describe('home loader', () => {
  it('reads the home page and its sections from the bundled dataset', async () => {
    const { home } = await loader(args('http://localhost/'))
    expect(home.title).toBeTruthy()
    expect(home.sections?.[0]?._type).toBe('heroSection')
    const types = new Set(home.sections?.map((section) => section._type))
    expect(types.size).toBeGreaterThanOrEqual(4)
  })

  it('resolves links to where they go, and shapes images with their alt text', async () => {
    const hero = (await wholeSections()).find((section) => section._type === 'heroSection')
    // An internal link that stays in this window is its title and href, nothing more.
    expect(hero?._type === 'heroSection' && hero.buttons?.[0]).toEqual({
      title: expect.any(String),
      href: expect.stringMatching(/^\/[a-z]/),
    })
    expect(hero?._type === 'heroSection' && typeof hero.image?.alt).toBe('string')
  })

  it('lists only visible services in a list-of-services section', async () => {
    const lists = (await wholeSections()).filter((section) => section._type === 'serviceListSection')
    expect(lists.length).toBeGreaterThan(0)
    for (const list of lists) {
      expect(list.services?.length).toBeGreaterThan(0)
      for (const service of list.services ?? []) expect(service.slug, 'every listed service has a page').toBeTruthy()
    }
  })

  it('on a first load, sends sections that need nothing from the browser as their place only, and keeps them whole for the server', async () => {
    const context = new RouterContextProvider()
    context.set(documentRequestContext, true)
    const { home } = await loader(args('http://localhost/', context))
    const whole = await wholeSections()
    const sent = home.sections ?? []
    expect(sent.map((section) => section._key)).toEqual(whole.map((section) => section._key))
    const kept = context.get(htmlOnlySectionsContext)
    for (const [index, section] of sent.entries()) {
      if (section._type === 'carouselSection') {
        const original = whole[index] as Extract<Section, { _type: 'carouselSection' }>
        expect(section, 'a carousel travels without its slides’ content').toEqual({
          ...original,
          slides: original.slides?.map((slide) => ({ _key: slide._key })),
          keptSlides: true,
        })
        expect(kept?.get(section._key)).toEqual(original)
      } else {
        const original = whole[index]
        const anchorId = original && 'anchorId' in original ? original.anchorId : null
        expect(section).toEqual({
          _key: original?._key,
          _type: original?._type,
          ...(anchorId ? { anchorId } : {}),
          htmlOnly: true,
        })
        expect(kept?.get(section._key)).toEqual(original)
      }
    }
    expect(JSON.stringify(home).length).toBeLessThan(JSON.stringify(whole).length / 2)
  })
})
