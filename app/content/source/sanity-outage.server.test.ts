import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
  return rawApi({ type: 'application/json', body: JSON.stringify({ result, ms: 1, query: '' }) })
}

/** One that answers 200 with this body (which the test may change), and counts the queries asked. */
async function rawApi(answer: { type: string; body: string }) {
  const api = { answer, queries: 0 }
  const server = createServer((request, response) => {
    if (request.url?.includes('/data/query/')) api.queries += 1
    response.setHeader('Content-Type', api.answer.type)
    response.end(api.answer.body)
  })
  const url = await listen(server)
  return Object.assign(api, { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) })
}

/** What a proxy or a failing content API has been seen to answer with a 200 (issue 33). */
const UNUSABLE_ANSWERS = [
  ['HTML', { type: 'text/html', body: '<!doctype html><title>Bad gateway</title><h1>Bad gateway</h1>' }],
  ['truncated JSON', { type: 'application/json', body: '{"result":{"_id":"settings","title":"Altog' }],
  ['a null result', { type: 'application/json', body: '{"result":null,"ms":1}' }],
  ['a bare string', { type: 'application/json', body: '"settings"' }],
] as const

/** One that accepts connections and never answers; `reads()` counts the queries for pages it was sent (probes aside). */
async function hangingApi() {
  const sockets = new Set<Socket>()
  const requestLines: string[] = []
  const server = createTcpServer((socket) => {
    sockets.add(socket)
    socket.once('data', (chunk: Buffer) => requestLines.push(chunk.toString('latin1').split('\r\n')[0] ?? ''))
  })
  const url = await listen(server)
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy()
    server.close()
  })
  return { url, reads: () => requestLines.filter((line) => /[?&]tag=[^&\s]*\bpage\b/.test(line)).length }
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
/** The site settings, which every page needs: a null answer is no content. */
const SETTINGS = '*[_type == "settings" && _id == "settings"][0]{ _id, title }'

describe('sanity backend when the content API fails', () => {
  it('answers from the snapshot the previous run wrote, and says so', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    const dataDir = folder()
    const api = await answeringApi('settings-from-the-api')
    const first = new SanityContentSource(
      parseEnv({
        NODE_ENV: 'test',
        CONTENT_SOURCE: 'sanity',
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: api.url,
        DATA_DIR: dataDir,
      }) as SanityEnv,
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
    const api = await hangingApi()
    const hanging = source({ SANITY_API_HOST: api.url, DATA_DIR: folder() })
    // The API was asked and never answered: the read was given up at the timeout, and the bundled dataset answered.
    expect(await hanging.fetch(QUERY, {}, 'published')).toBe('settings')
    const asked = api.reads()
    expect(asked).toBeGreaterThan(0)
    expect(hanging.status()).toMatchObject({ state: 'bundled' })
    // While the outage lasts, reads skip the API.
    expect(await hanging.fetch('*[_id == "home"][0]._id', {}, 'published')).toBe('home')
    expect(api.reads()).toBe(asked)
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

describe('sanity backend when the content API answers with something that is not content', () => {
  it.each(UNUSABLE_ANSWERS)(
    'takes %s for an outage: the bundled content answers, the status says why, nothing is kept',
    async (_name, answer) => {
      const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined)
      const api = await rawApi(answer)
      cleanups.push(api.close)
      const dataDir = folder()
      const lying = source({ SANITY_API_HOST: api.url, DATA_DIR: dataDir })
      expect(await lying.fetch(SETTINGS, {}, 'published')).toEqual({ _id: 'settings', title: 'Altogether better care' })
      expect(lying.status()).toEqual({
        state: 'bundled',
        reason: 'the content API answers with something that is not content: serving the bundled dataset',
      })
      expect(warnings).toHaveBeenCalledWith(
        'content API answer unusable: serving the snapshot or bundled content',
        expect.objectContaining({ error: expect.any(String) }),
      )
      await lying.close()
      expect(existsSync(path.join(dataDir, 'content-snapshot.json')), 'nothing was written to the snapshot').toBe(false)
    },
  )

  it('keeps the earlier good answer in the snapshot, so the next outage still serves it', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    const dataDir = folder()
    const api = await rawApi({
      type: 'application/json',
      body: JSON.stringify({ result: { _id: 'settings', title: 'From the API' } }),
    })
    cleanups.push(api.close)
    const first = source({ SANITY_API_HOST: api.url, DATA_DIR: dataDir })
    expect(await first.fetch(SETTINGS, {}, 'published')).toEqual({ _id: 'settings', title: 'From the API' })
    api.answer = { type: 'application/json', body: '{"result":null}' }
    expect(await first.fetch(SETTINGS, {}, 'published')).toEqual({ _id: 'settings', title: 'From the API' })
    expect(first.status()).toMatchObject({ state: 'snapshot', reason: expect.stringContaining('not content') })
    await first.close()
    expect(readFileSync(path.join(dataDir, 'content-snapshot.json'), 'utf8')).not.toContain('null')

    const second = source({ SANITY_API_HOST: await refusingApi(), DATA_DIR: dataDir })
    expect(await second.fetch(SETTINGS, {}, 'published')).toEqual({ _id: 'settings', title: 'From the API' })
  })

  it('passes over a null settings document a snapshot from before these checks holds', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    const dataDir = folder()
    writeFileSync(
      path.join(dataDir, 'content-snapshot.json'),
      JSON.stringify({ version: 1, entries: [[`published\u0000${SETTINGS}\u0000[]`, null]] }),
    )
    const refused = source({ SANITY_API_HOST: await refusingApi(), DATA_DIR: dataDir })
    expect(await refused.fetch(SETTINGS, {}, 'published')).toEqual({ _id: 'settings', title: 'Altogether better care' })
    expect(refused.status()).toMatchObject({ state: 'bundled' })
  })

  it('ends the outage only when the probe gets the settings document, not on any 200', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined)
    vi.spyOn(log, 'info').mockImplementation(() => undefined)
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    cleanups.push(() => void vi.useRealTimers())
    const api = await rawApi({ type: 'text/html', body: '<!doctype html><title>Maintenance</title>' })
    cleanups.push(api.close)
    const lying = source({ SANITY_API_HOST: api.url, DATA_DIR: folder() })
    const changed = vi.fn()
    lying.onChange(changed)
    await lying.fetch(SETTINGS, {}, 'published')
    const probe = async () => {
      const before = api.queries
      await vi.advanceTimersByTimeAsync(10_000)
      await vi.waitFor(() => expect(api.queries).toBe(before + 1))
    }

    await probe()
    // The probe's HTML is not taken for the API being back: the next probe still asks.
    await probe()
    expect(changed).not.toHaveBeenCalled()
    expect(lying.status()).toMatchObject({ state: 'bundled' })

    api.answer = { type: 'application/json', body: JSON.stringify({ result: { _id: 'settings' } }) }
    await probe()
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1))
    expect(lying.status()).toEqual({ state: 'fresh' })
  })
})
