import { describe, expect, it } from 'vitest'
import { createPreloadQueue, MAX_PRELOADS_IN_FLIGHT, routeDataUrl } from './route-preloads'

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
