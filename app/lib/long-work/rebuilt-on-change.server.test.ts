import { describe, expect, it } from 'vitest'
import { rebuiltOnChange, type VersionedContent } from '~/lib/long-work/rebuilt-on-change.server'

class FakeContent implements VersionedContent {
  version = 0
  private readonly listeners = new Set<(version: number) => void>()

  onChange(listener: (version: number) => void) {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  change() {
    this.version += 1
    for (const listener of this.listeners) listener(this.version)
  }
}

/** A build the test finishes by hand, to see what callers get while it runs. */
function controlledBuilds() {
  const started: Array<{ version: number; finish: () => void; fail: (error: Error) => void }> = []
  const build = (version: number) =>
    new Promise<string>((resolve, reject) => {
      started.push({ version, finish: () => resolve(`index of version ${version}`), fail: reject })
    })
  return { started, build }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('an index rebuilt when the content changes', () => {
  it('builds once for requests that arrive together', async () => {
    const content = new FakeContent()
    const { started, build } = controlledBuilds()
    const current = rebuiltOnChange(content, build, 'test index')
    const requests = Array.from({ length: 10 }, () => current())
    await settle()
    expect(started).toHaveLength(1)
    started[0]!.finish()
    expect(new Set(await Promise.all(requests))).toEqual(new Set(['index of version 0']))
    expect(await current()).toBe('index of version 0')
    expect(started).toHaveLength(1)
  })

  it('keeps answering from the previous index while the next one is built', async () => {
    const content = new FakeContent()
    const { started, build } = controlledBuilds()
    const current = rebuiltOnChange(content, build, 'test index')
    const first = current()
    await settle()
    started[0]!.finish()
    await first

    content.change()
    await settle()
    expect(started.map((entry) => entry.version)).toEqual([0, 1])
    expect(await current()).toBe('index of version 0')
    started[1]!.finish()
    await settle()
    expect(await current()).toBe('index of version 1')
  })

  it('runs one build at a time and takes up changes made during it with one more build', async () => {
    const content = new FakeContent()
    const { started, build } = controlledBuilds()
    const current = rebuiltOnChange(content, build, 'test index')
    const first = current()
    await settle()
    content.change()
    content.change()
    await settle()
    expect(started).toHaveLength(1)
    started[0]!.finish()
    expect(await first).toBe('index of version 0')
    await settle()
    expect(started.map((entry) => entry.version)).toEqual([0, 2])
    started[1]!.finish()
    await settle()
    expect(await current()).toBe('index of version 2')
  })

  it('keeps the last good index when a rebuild fails, and tries again on the next request', async () => {
    const content = new FakeContent()
    const { started, build } = controlledBuilds()
    const current = rebuiltOnChange(content, build, 'test index')
    const first = current()
    await settle()
    started[0]!.finish()
    await first

    content.change()
    await settle()
    started[1]!.fail(new Error('content service unavailable'))
    await settle()
    expect(await current()).toBe('index of version 0')
    await settle()
    expect(started).toHaveLength(3)
    started[2]!.finish()
    await settle()
    expect(await current()).toBe('index of version 1')
  })

  it('lets the first request see a failed first build, and the next one try again', async () => {
    const content = new FakeContent()
    const { started, build } = controlledBuilds()
    const current = rebuiltOnChange(content, build, 'test index')
    const first = current()
    await settle()
    started[0]!.fail(new Error('content service unavailable'))
    await expect(first).rejects.toThrow('content service unavailable')
    const second = current()
    await settle()
    started[1]!.finish()
    expect(await second).toBe('index of version 0')
  })
})
