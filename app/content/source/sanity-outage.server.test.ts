import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createServer as createTcpServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseEnv, type SanityEnv } from '~/config/env.server'
import { log } from '~/logging/log.server'
import { SanityContentSource } from './sanity.server'
import { ContentUnavailableError } from './types'

const cleanups: Array<() => Promise<void> | void> = []

afterEach(async () => {
  vi.restoreAllMocks()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function folder() {
  const directory = mkdtempSync(path.join(tmpdir(), 'sanity-outage-'))
  cleanups.push(() => rmSync(directory, { recursive: true, force: true }))
  return directory
}

async function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return `http://127.0.0.1:${address.port}`
}

/** A Content Lake stand-in that answers every query with the same result. */
async function answeringApi(result: unknown) {
  const server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify({ result, ms: 1, query: '' }))
  })
  const url = await listen(server)
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** One that accepts connections and never answers. */
async function hangingApi() {
  const sockets = new Set<Socket>()
  const server = createTcpServer((socket) => sockets.add(socket))
  const url = await listen(server)
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy()
    server.close()
  })
  return url
}

/** A port nothing listens on: connections are refused. */
async function refusingApi() {
  const { url, close } = await answeringApi(null)
  await close()
  return url
}

function source(settings: Record<string, string>) {
  const env = parseEnv({
    NODE_ENV: 'test',
    CONTENT_SOURCE: 'sanity',
    SANITY_PROJECT_ID: 'abc123',
    SANITY_DATASET: 'production',
    CONTENT_TIMEOUT_MS: '300',
    ...settings,
  }) as SanityEnv
  const created = new SanityContentSource(env)
  cleanups.push(() => created.close())
  return created
}

const QUERY = '*[_id == "settings"][0]._id'

describe('sanity backend when the content API fails', () => {
  it('answers from the snapshot the previous run wrote, and says so', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    const dataDir = folder()
    const api = await answeringApi('settings-from-the-api')
    const first = new SanityContentSource(
      parseEnv({ NODE_ENV: 'test', CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_API_HOST: api.url, DATA_DIR: dataDir }) as SanityEnv,
    )
    expect(await first.fetch(QUERY, {}, 'published')).toBe('settings-from-the-api')
    expect(first.status()).toEqual({ state: 'fresh' })
    await first.close()
    await api.close()
    expect(existsSync(path.join(dataDir, 'content-snapshot.json'))).toBe(true)

    const second = source({ SANITY_API_HOST: await refusingApi(), DATA_DIR: dataDir })
    expect(await second.fetch(QUERY, {}, 'published')).toBe('settings-from-the-api')
    expect(second.status()).toMatchObject({ state: 'snapshot', reason: expect.stringContaining('not answering') })
  })

  it('answers from the bundled dataset what the snapshot lacks, within the timeout when the API hangs', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    const hanging = source({ SANITY_API_HOST: await hangingApi(), DATA_DIR: folder() })
    const started = performance.now()
    expect(await hanging.fetch(QUERY, {}, 'published')).toBe('settings')
    // Two attempts of 300 ms each, then the bundled dataset.
    expect(performance.now() - started).toBeLessThan(3_000)
    expect(hanging.status()).toMatchObject({ state: 'bundled' })
    // While the outage lasts, reads skip the API.
    const again = performance.now()
    expect(await hanging.fetch('*[_id == "home"][0]._id', {}, 'published')).toBe('home')
    expect(performance.now() - again).toBeLessThan(200)
  })

  it('reports no content when nothing can stand in', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
    const empty = folder()
    writeFileSync(path.join(empty, 'data.ndjson'), '')
    const refused = source({ SANITY_API_HOST: await refusingApi(), DATA_DIR: folder(), CONTENT_DATASET_DIR: empty })
    await expect(refused.fetch(QUERY, {}, 'published')).rejects.toBeInstanceOf(ContentUnavailableError)
    expect(refused.status()).toMatchObject({ state: 'none' })
  })
})
