import { describe, expect, it, vi } from 'vitest'
import { guardPresentationMessages } from './presentation-messages'

/** A message on the visual-editing channel, as @sanity/comlink posts it from the Studio to the page. */
const fromStudio = (type: string, data: unknown) =>
  new MessageEvent('message', {
    data: {
      domain: 'sanity/comlink',
      from: 'presentation',
      to: 'visual-editing',
      channelId: 'c1',
      id: 'msg-1',
      type,
      data,
    },
  })

/** A window with the guard, and the channel's own listener behind it (as in a browser, where the guard listens in the capture phase). */
function guardedWindow() {
  const target = new EventTarget()
  const warn = vi.fn()
  const stop = guardPresentationMessages(target, warn)
  const received: unknown[] = []
  target.addEventListener('message', (event) => received.push((event as MessageEvent<{ data: unknown }>).data.data))
  return { target, warn, stop, received }
}

describe('link data Presentation sends (SPEC 5, issue 34 point 6)', () => {
  it('passes a focus message with a document id and a field path on to the overlays', () => {
    const { target, warn, received } = guardedWindow()
    target.dispatchEvent(fromStudio('presentation/focus', { id: 'article-1', path: 'title' }))
    expect(received).toEqual([{ id: 'article-1', path: 'title' }])
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['an empty path', { id: 'article-1', path: '' }, 'path must be at least 1 character'],
    ['no id', { path: 'title' }, 'id must be a string'],
    ['an id that is not a string', { id: 42, path: 'title' }, 'id must be a string'],
    ['no data at all', undefined, 'it must be an object'],
  ])('stops a focus message with %s, with one warning', (_case, data, problem) => {
    const { target, warn, received } = guardedWindow()
    target.dispatchEvent(fromStudio('presentation/focus', data))
    expect(received).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(problem))
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^Visual editing: a 'presentation\/focus' message from the Studio was ignored\. The link data is not valid: /,
    )
  })

  it('leaves every other message alone, and stops checking when asked', () => {
    const { target, warn, stop, received } = guardedWindow()
    target.dispatchEvent(fromStudio('presentation/blur', undefined))
    target.dispatchEvent(new MessageEvent('message', { data: 'from another script' }))
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'presentation/focus', data: {} } }))
    stop()
    target.dispatchEvent(fromStudio('presentation/focus', { id: '', path: '' }))
    expect(received).toHaveLength(4)
    expect(warn).not.toHaveBeenCalled()
  })
})
