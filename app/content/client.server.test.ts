import { describe, expect, it } from 'vitest'
import { CONTENT_CACHE_ENTRIES } from './cache.server'
import { ContentClient } from './client.server'
import type { ContentSource, Perspective, QueryParams } from './source/types'

class CountingSource implements ContentSource {
  readonly name = 'local'
  readonly image = { projectId: 'p', dataset: 'd' }
  calls: Array<{ query: string; params: QueryParams; perspective: Perspective }> = []
  failNext = false
  private listener: (() => void) | undefined

  async fetch<Result>(query: string, params: QueryParams, perspective: Perspective): Promise<Result> {
    this.calls.push({ query, params, perspective })
    await new Promise((resolve) => setTimeout(resolve, 1))
    if (this.failNext) {
      this.failNext = false
      throw new Error('content service unavailable')
    }
    return `${perspective}:${query}:${JSON.stringify(params)}` as Result
  }

  status() {
    return { state: 'fresh' as const }
  }

  async fetchWithSourceMap<Result>(query: string, params: QueryParams, perspective: Perspective) {
    return { result: await this.fetch<Result>(query, params, perspective), resultSourceMap: undefined }
  }

  onChange(listener: () => void) {
    this.listener = listener
    return () => undefined
  }

  change() {
    this.listener?.()
  }

  async close() {}
}

describe('content client cache', () => {
  it('answers a repeated query from the cache', async () => {
    const source = new CountingSource()
    const client = new ContentClient(source)
    expect(await client.fetch('*[_type == "a"]', { b: 1, a: 2 })).toBe(
      await client.fetch('*[_type == "a"]', { a: 2, b: 1 }),
    )
    expect(source.calls).toHaveLength(1)
  })

  it('shares one evaluation between concurrent requests', async () => {
    const source = new CountingSource()
    const client = new ContentClient(source)
    await Promise.all(Array.from({ length: 20 }, () => client.fetch('*')))
    expect(source.calls).toHaveLength(1)
  })

  it('keeps perspectives apart', async () => {
    const source = new CountingSource()
    const client = new ContentClient(source)
    expect(await client.fetch('*', {}, 'published')).toBe('published:*:{}')
    expect(await client.fetch('*', {}, 'drafts')).toBe('drafts:*:{}')
  })

  it('is emptied by a change event, and counts content versions', async () => {
    const source = new CountingSource()
    const client = new ContentClient(source)
    const versions: number[] = []
    client.onChange((version) => versions.push(version))
    await client.fetch('*')
    source.change()
    await client.fetch('*')
    expect(source.calls).toHaveLength(2)
    expect(versions).toEqual([1])
    expect(client.version).toBe(1)
  })

  it('does not keep a failure', async () => {
    const source = new CountingSource()
    const client = new ContentClient(source)
    source.failNext = true
    await expect(client.fetch('*')).rejects.toThrow('content service unavailable')
    expect(await client.fetch('*')).toBe('published:*:{}')
  })

  it('holds at most 1024 entries (SPEC section 9)', async () => {
    const source = new CountingSource()
    const client = new ContentClient(source)
    for (let index = 0; index < CONTENT_CACHE_ENTRIES + 100; index += 1)
      await client.fetch('*[_id == $id]', { id: index })
    expect(CONTENT_CACHE_ENTRIES).toBe(1024)
    expect(client.cachedEntries).toBe(1024)
  })
})
