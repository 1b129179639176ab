import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContentClient } from '../client.server'
import { LocalContentSource } from '../source/local.server'
import { bookingPageQuery } from './booking'

/** A service as the sync writes it, visible unless `hidden`. */
function service(id: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    _type: 'service',
    sync: { title, slug: { current: id }, locations: [{ _ref: 'location-a' }, { _ref: 'location-b' }] },
    ...extra,
  }
}

function booking(slug: string, serviceId: string) {
  return {
    _id: `booking-${slug}`,
    _type: 'booking',
    title: `Book ${slug}`,
    slug: { current: slug },
    service: { _type: 'reference', _ref: serviceId },
  }
}

describe('the booking page query', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'booking-query-'))
  let client: ContentClient
  beforeAll(async () => {
    const documents = [
      service('open', 'Counselling'),
      service('hidden', 'Hidden service', { hidden: true }),
      service('inactive', 'Inactive service', { sync: { title: 'Inactive service', status: 'Inactive' } }),
      { _id: 'location-b', _type: 'location', sync: { title: 'Blacktown', suburb: 'Blacktown', state: 'NSW' } },
      { _id: 'location-a', _type: 'location', sync: { title: 'Auburn', suburb: 'Auburn', state: 'NSW' } },
      booking('open', 'open'),
      booking('hidden', 'hidden'),
      booking('inactive', 'inactive'),
      booking('missing', 'no-such-service'),
    ]
    writeFileSync(path.join(directory, 'data.ndjson'), documents.map((document) => JSON.stringify(document)).join('\n'))
    client = new ContentClient(await LocalContentSource.open(directory, { watchForChanges: false }))
  })
  afterAll(async () => {
    await client.close()
    rmSync(directory, { recursive: true, force: true })
  })

  it('gives the service it books, with the locations offering it in title order', async () => {
    const page = await client.fetch(bookingPageQuery, { slug: 'open' })
    expect(page?.service).toEqual({
      _id: 'open',
      title: 'Counselling',
      slug: 'open',
      summary: null,
      locations: [
        { _id: 'location-a', title: 'Auburn', suburb: 'Auburn', state: 'NSW' },
        { _id: 'location-b', title: 'Blacktown', suburb: 'Blacktown', state: 'NSW' },
      ],
    })
  })

  it('gives no service when the one it books is hidden, inactive or gone', async () => {
    for (const slug of ['hidden', 'inactive', 'missing']) {
      const page = await client.fetch(bookingPageQuery, { slug })
      expect(page?.title, slug).toBe(`Book ${slug}`)
      expect(page?.service, slug).toBeNull()
    }
  })
})
