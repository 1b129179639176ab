import { readFileSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorFields, log } from '~/logging/log.server'

/** Query results kept at most (the content cache's size, SPEC 9): the oldest go first. */
const MAX_ENTRIES = 1024
/** Good reads are written together, at most this often. */
const WRITE_DELAY_MS = 1_000

/**
 * The sanity backend's last good answers, by query and parameters, kept on disk so that a server
 * started while the content API is down still answers what it answered before. The file is replaced
 * atomically (written beside it, then renamed): a crash mid-write leaves the previous snapshot.
 */
export class ContentSnapshot {
  private readonly entries: Map<string, unknown>
  private readonly file: string
  private timer: NodeJS.Timeout | undefined
  private writing: Promise<void> = Promise.resolve()

  constructor(file: string) {
    this.file = file
    this.entries = readEntries(file)
  }

  get size() {
    return this.entries.size
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  get(key: string): unknown {
    return this.entries.get(key)
  }

  /** Keeps a good answer and writes the snapshot soon. */
  set(key: string, value: unknown) {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string)
    this.timer ??= setTimeout(() => {
      this.timer = undefined
      this.writing = this.writing.then(() => this.write())
    }, WRITE_DELAY_MS)
    this.timer.unref()
  }

  /** Writes what is pending now (on shutdown). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = undefined
      this.writing = this.writing.then(() => this.write())
    }
    await this.writing
  }

  private async write() {
    const temporary = `${this.file}.${process.pid}.tmp`
    try {
      await mkdir(path.dirname(this.file), { recursive: true })
      await writeFile(temporary, JSON.stringify({ version: 1, entries: [...this.entries] }))
      await rename(temporary, this.file)
    } catch (error) {
      log.warn('content snapshot not written', errorFields(error))
    }
  }
}

function readEntries(file: string): Map<string, unknown> {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return new Map()
  }
  try {
    const parsed = JSON.parse(text) as { version?: number; entries?: Array<[string, unknown]> }
    if (parsed.version === 1 && Array.isArray(parsed.entries)) return new Map(parsed.entries)
  } catch {
    // fall through: an unreadable snapshot is no snapshot
  }
  log.warn('content snapshot unreadable, ignored', { file })
  return new Map()
}
