import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ImageDiskCache } from './disk-cache.server'

const directories: string[] = []
function directory() {
  const made = mkdtempSync(path.join(tmpdir(), 'abc-image-cache-'))
  directories.push(made)
  return made
}
afterEach(() => {
  for (const made of directories.splice(0)) rmSync(made, { recursive: true, force: true })
})

describe('the disk cache of transformed images', () => {
  it('gives back what was kept, with its content type, after a restart too', async () => {
    const dir = directory()
    const key = ImageDiskCache.key({ asset: 'a.png', w: 100 })
    await new ImageDiskCache(dir, 1024).set(key, { body: Buffer.from('webp bytes'), contentType: 'image/webp' })
    const again = await new ImageDiskCache(dir, 1024).get(key)
    expect(again?.contentType).toBe('image/webp')
    expect(again?.body.toString()).toBe('webp bytes')
  })

  it('names an image the same whatever the order of its parameters', () => {
    expect(ImageDiskCache.key({ w: 100, h: 50, asset: 'a.png' })).toBe(
      ImageDiskCache.key({ asset: 'a.png', h: 50, w: 100 }),
    )
    expect(ImageDiskCache.key({ w: 100, asset: 'a.png' })).not.toBe(ImageDiskCache.key({ w: 101, asset: 'a.png' }))
  })

  it('removes the least recently used images when past its size', async () => {
    const dir = directory()
    const cache = new ImageDiskCache(dir, 25)
    const image = (text: string) => ({ body: Buffer.from(text.padEnd(10, '.')), contentType: 'image/png' })
    await cache.set('first', image('1'))
    await cache.set('second', image('2'))
    expect(await cache.get('first')).toBeDefined()
    await cache.set('third', image('3'))
    expect(await cache.get('second')).toBeUndefined()
    expect(await cache.get('first')).toBeDefined()
    expect(readdirSync(dir).sort()).toEqual(['first.png', 'third.png'])
  })
})
