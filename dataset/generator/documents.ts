import { createHash } from 'node:crypto'
import type { Envelope, Reference, SanityDocument, Slug } from './types'

/** Every timestamp in the dataset is at or before this instant, so output never depends on the clock. */
export const DATASET_TIME = Date.parse('2026-10-01T00:00:00Z')
const DAY = 86_400_000

export const isoTime = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')

export const hashOf = (data: string | Buffer) => createHash('sha1').update(data).digest('hex')
const hashNumber = (text: string) => parseInt(hashOf(text).slice(0, 8), 16)

export const ref = (id: string): Reference => ({ _type: 'reference', _ref: id })
export const slug = (current: string): Slug => ({ _type: 'slug', current })

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

type Times = { createdAt?: number; updatedAt?: number }

/** The envelope fields first, in the order Sanity writes them; _rev is filled in by `finalize`. */
export function envelope(_id: string, _type: string, times: Times = {}): Envelope {
  const createdAt = times.createdAt ?? DATASET_TIME - (60 + (hashNumber(`${_id}:created`) % 700)) * DAY
  const updatedAt =
    times.updatedAt ?? createdAt + (hashNumber(`${_id}:updated`) % Math.max(1, DATASET_TIME - createdAt))
  return {
    _id,
    _type,
    _createdAt: isoTime(createdAt),
    _updatedAt: isoTime(Math.min(updatedAt, DATASET_TIME)),
    _rev: '',
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Gives every object inside an array a `_key` derived from its path, so keys stay put when unrelated content changes. */
function withKeys(value: unknown, scope: string, path: string): unknown {
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => {
      const itemPath = `${path}.${index}`
      if (!isPlainObject(item)) return item
      const keyed = withKeys(item, scope, itemPath) as Record<string, unknown>
      return '_key' in keyed ? keyed : { _key: hashOf(`${scope}:${itemPath}`).slice(0, 12), ...keyed }
    })
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([field, child]) => [field, withKeys(child, scope, `${path}.${field}`)]),
    )
  }
  return value
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

function revisionOf(document: SanityDocument) {
  const digest = createHash('sha256')
    .update(JSON.stringify({ ...document, _rev: '' }))
    .digest()
  return Array.from(digest.subarray(0, 22), (byte) => BASE62[byte % 62]).join('')
}

/** Adds array keys and a revision that changes only when the document's content does. */
export function finalize(document: SanityDocument): SanityDocument {
  // A draft keeps the keys of its published version, as the Studio does.
  const scope = document._id.replace(/^drafts\./, '')
  const keyed = withKeys(document, scope, '') as SanityDocument
  return { ...keyed, _rev: revisionOf(keyed) }
}
