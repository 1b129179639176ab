import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { ContentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import { LocalContentSource } from '~/content/source/local.server'
import { searchIndexOf } from '~/search/search-index.server'
import { servicesAndLocationsRead, servicesIndexOf } from './services-index.server'

const location = (id: string, title: string) => ({
  _id: id,
  _type: 'location',
  sync: {
    title,
    slug: { _type: 'slug', current: id },
    suburb: 'Parramatta',
    postcode: '2150',
    state: 'NSW',
    latitude: -33.81,
    longitude: 151.0,
  },
})

describe('the read of services and locations', () => {
  let directory: string
  let client: ContentClient
  let fetchOnce: MockInstance<ContentClient['fetchOnce']>
  let reads: () => number
  const write = (documents: object[]) =>
    writeFileSync(
      path.join(directory, 'data.ndjson'),
      documents.map((document) => JSON.stringify(document)).join('\n') + '\n',
    )

  beforeEach(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'services-read-'))
    write([location('parramatta-hub', 'Parramatta Community Hub')])
    client = new ContentClient(await LocalContentSource.open(directory, { watchForChanges: true }))
    fetchOnce = vi.spyOn(client, 'fetchOnce')
    reads = () => fetchOnce.mock.calls.filter(([query]) => query === finderIndexQuery).length
  })

  afterEach(async () => {
    await client.close()
    rmSync(directory, { recursive: true, force: true })
  })

  it('is read once per content version for both indexes, whichever asks first', async () => {
    const [services, search] = await Promise.all([servicesIndexOf(client)(), searchIndexOf(client)()])
    expect(reads()).toBe(1)
    expect(services.locations.map((entry) => entry.title)).toEqual(['Parramatta Community Hub'])
    expect(search.search('parramatta community hub').hits.map((hit) => hit.document.href)).toEqual([
      '/locations/parramatta-hub',
    ])

    // The search index alone, later, in the same version: still the one read.
    await searchIndexOf(client)()
    expect(reads()).toBe(1)

    write([
      location('parramatta-hub', 'Parramatta Community Hub'),
      location('blacktown-hub', 'Blacktown Community Hub'),
    ])
    await expect.poll(() => client.version, { timeout: 5000 }).toBeGreaterThan(0)
    const [again, searchAgain] = await Promise.all([servicesIndexOf(client)(), searchIndexOf(client)()])
    expect(reads()).toBe(2)
    expect(again.locations).toHaveLength(2)
    expect(searchAgain.search('blacktown community hub').hits.map((hit) => hit.document.href)).toEqual([
      '/locations/blacktown-hub',
    ])
  })

  it('is the same read for the same version, and a new one for a new version', async () => {
    const first = servicesAndLocationsRead(client, client.version)
    expect(servicesAndLocationsRead(client, client.version)).toBe(first)
    expect(servicesAndLocationsRead(client, client.version + 1)).not.toBe(first)
    expect(reads()).toBe(2)
    await first
  })

  it('is read again after a read that failed', async () => {
    fetchOnce.mockRejectedValueOnce(new Error('the content service is down'))
    await expect(servicesAndLocationsRead(client, client.version)).rejects.toThrow('the content service is down')
    await expect(servicesAndLocationsRead(client, client.version)).resolves.toMatchObject({
      locations: [expect.objectContaining({ title: 'Parramatta Community Hub' })],
    })
    expect(reads()).toBe(2)
  })
})
