import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './low-priority-modules.server'

const page = (head: string, body = '<p>Help at home</p>') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload in the head low priority, and nothing else', () => {
    const head =
      '<link rel="stylesheet" href="/assets/site.css"/><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/framework.js"/><link rel="preload" as="image" href="/hero.png" fetchPriority="high"/>'
    expect(lowPriorityModulePreloads(page(head))).toBe(
      page(
        '<link rel="stylesheet" href="/assets/site.css"/><link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/framework.js"/><link rel="preload" as="image" href="/hero.png" fetchPriority="high"/>',
      ),
    )
  })

  it('leaves a preload that already has a priority, the body, and a page without a head as they are', () => {
    const marked = page('<link rel="modulepreload" fetchpriority="high" href="/a.js"/>')
    expect(lowPriorityModulePreloads(marked)).toBe(marked)
    const quoted = page('', '<pre>&lt;link rel="modulepreload"</pre><link rel="modulepreload" href="/b.js"/>')
    expect(lowPriorityModulePreloads(quoted)).toBe(quoted)
    expect(lowPriorityModulePreloads('<p>no head</p>')).toBe('<p>no head</p>')
    expect(lowPriorityModulePreloads(lowPriorityModulePreloads(page('<link rel="modulepreload" href="/c.js"/>')))).toBe(
      page('<link rel="modulepreload" fetchpriority="low" href="/c.js"/>'),
    )
  })
})
