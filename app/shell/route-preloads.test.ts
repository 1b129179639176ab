import { describe, expect, it } from 'vitest'
import { createPreloadQueue, isOwnPage, MAX_PRELOADS_IN_FLIGHT, routeDataUrl } from './route-preloads'

function deferredPreloads() {
  const started: string[] = []
  const finish = new Map<string, () => void>()
  const preload = (path: string) =>
    new Promise<void>((resolve) => {
      started.push(path)
      finish.set(path, resolve)
    })
  return { started, finish, preload }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 80))

describe('route preloads (SPEC 9)', () => {
  it('fetch a page’s data where the router will ask for it', () => {
    expect(routeDataUrl('/articles?page=2', 'https://x.example')).toBe('https://x.example/articles.data?page=2')
    expect(routeDataUrl('/', 'https://x.example')).toBe('https://x.example/_.data')
    expect(routeDataUrl('/about-us#team', 'https://x.example')).toBe('https://x.example/about-us.data')
  })

  it("know the visitor's own page by any of its addresses, and no other page", () => {
    const reading = ['/articles?utm_source=newsletter', 'https://www.altogether.example/articles', null]
    expect(isOwnPage('/articles', reading)).toBe(true)
    expect(isOwnPage('/articles?utm_source=newsletter', reading)).toBe(true)
    expect(isOwnPage('/Articles/', reading)).toBe(true)
    expect(isOwnPage('/articles?category=news', reading)).toBe(false)
    expect(isOwnPage('/articles/using-your-ndis-plan', reading)).toBe(false)
    // A list filtered by category is a page of its own: the whole list is another.
    const filtered = ['/articles?category=news', 'https://www.altogether.example/articles?category=news']
    expect(isOwnPage('/articles', filtered)).toBe(false)
    expect(isOwnPage('/articles?category=news', filtered)).toBe(true)
    // One page, however its address is written; the page a navigation is fetching counts as well.
    expect(isOwnPage('/services/caf%C3%A9', ['/services/café'])).toBe(true)
    expect(isOwnPage('/search?q=home%20care', ['/search?q=home+care'])).toBe(true)
    expect(isOwnPage('/', ['/about-us', null, '/'])).toBe(true)
    expect(isOwnPage('/', ['/about-us', 'https://www.altogether.example/about-us', null])).toBe(false)
  })

  it('run at most five at once, each path once, the rest as earlier ones finish', async () => {
    const { started, finish, preload } = deferredPreloads()
    const queue = createPreloadQueue(preload)
    for (let index = 1; index <= 8; index++) queue.add(`/page-${index}`)
    queue.add('/page-1')
    await settle()
    expect(started).toEqual(['/page-1', '/page-2', '/page-3', '/page-4', '/page-5'])
    expect(queue.inFlight).toBe(MAX_PRELOADS_IN_FLIGHT)
    finish.get('/page-2')?.()
    await settle()
    expect(started).toHaveLength(6)
    expect(queue.inFlight).toBe(MAX_PRELOADS_IN_FLIGHT)
  })

  it('start a link the visitor reaches for before the links merely in view', async () => {
    const { started, finish, preload } = deferredPreloads()
    const queue = createPreloadQueue(preload)
    for (let index = 1; index <= 7; index++) queue.add(`/page-${index}`)
    queue.add('/wanted', true)
    queue.add('/page-7', true)
    await settle()
    finish.get('/page-1')?.()
    await settle()
    expect(started.at(-1)).toBe('/page-7')
    finish.get('/page-2')?.()
    await settle()
    expect(started.at(-1)).toBe('/wanted')
  })
})
