import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorFields, log } from '~/logging/log.server'
import type { TransformedImage } from './transform.server'

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}
const TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type]))

/**
 * Transformed images kept on disk, so a repeated request (after a restart too) reads a file instead of
 * making the image again. A file is named by the SHA-256 of its key and ends in its format's extension
 * (its Content-Type); the oldest used are removed when the files pass `maxBytes` together.
 * Written to a temporary name first and renamed, so a reader never sees half a file.
 */
export class ImageDiskCache {
  /** File name → size, oldest used first. */
  private readonly files = new Map<string, number>()
  private bytes = 0
  private readonly ready: Promise<void>

  private readonly directory: string
  private readonly maxBytes: number

  constructor(directory: string, maxBytes: number) {
    this.directory = directory
    this.maxBytes = maxBytes
    this.ready = this.load().catch((error: unknown) => log.warn('image cache could not be read', errorFields(error)))
  }

  static key(parts: Record<string, unknown>): string {
    const sorted = Object.fromEntries(Object.entries(parts).sort(([a], [b]) => a.localeCompare(b)))
    return createHash('sha256').update(JSON.stringify(sorted)).digest('hex')
  }

  async get(key: string): Promise<TransformedImage | undefined> {
    await this.ready
    const name = [...Object.keys(TYPES)]
      .map((extension) => `${key}.${extension}`)
      .find((candidate) => this.files.has(candidate))
    if (!name) return undefined
    try {
      const body = await readFile(path.join(this.directory, name))
      this.touch(name, body.length)
      return { body, contentType: TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream' }
    } catch {
      this.forget(name)
      return undefined
    }
  }

  async set(key: string, image: TransformedImage): Promise<void> {
    const extension = EXTENSIONS[image.contentType]
    if (!extension || image.body.length > this.maxBytes) return
    await this.ready
    const name = `${key}.${extension}`
    const file = path.join(this.directory, name)
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
    try {
      await writeFile(temporary, image.body)
      await rename(temporary, file)
      this.touch(name, image.body.length)
      await this.evict()
    } catch (error) {
      log.warn('image could not be kept in the cache', errorFields(error))
      await unlink(temporary).catch(() => undefined)
    }
  }

  private async load() {
    await mkdir(this.directory, { recursive: true })
    const entries = await Promise.all(
      (await readdir(this.directory)).map(async (name) => {
        const file = path.join(this.directory, name)
        if (name.endsWith('.tmp')) return void (await unlink(file).catch(() => undefined))
        const facts = await stat(file).catch(() => undefined)
        return facts?.isFile() ? { name, size: facts.size, used: facts.mtimeMs } : undefined
      }),
    )
    for (const entry of entries.filter((entry) => entry !== undefined).sort((a, b) => a.used - b.used))
      this.touch(entry.name, entry.size)
    await this.evict()
  }

  private touch(name: string, size: number) {
    this.forget(name)
    this.files.set(name, size)
    this.bytes += size
  }

  private forget(name: string) {
    const size = this.files.get(name)
    if (size === undefined) return
    this.files.delete(name)
    this.bytes -= size
  }

  private async evict() {
    for (const [name] of this.files) {
      if (this.bytes <= this.maxBytes) return
      this.forget(name)
      await unlink(path.join(this.directory, name)).catch(() => undefined)
    }
  }
}
