import { type ContentClient, contentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import { pageImage } from '~/content/page-images.server'
import { rebuiltOnChange } from '~/lib/long-work/rebuilt-on-change.server'
import type { FinderIndexQueryResult } from '~/content/sanity.types'
import { buildServicesIndex, type ServicesIndex } from './services-index'

/**
 * The services index of a content client's published content, built once per content version; the
 * finder and the HSDS API answer from it. While a new version is being indexed, callers get the
 * previous index.
 */
export function servicesIndexOf(client: ContentClient): () => Promise<ServicesIndex> {
  return rebuiltOnChange(
    client,
    async (version) =>
      buildServicesIndex(await servicesAndLocationsRead(client, version), version, (image) =>
        pageImage(image, client.source.image),
      ),
    'The services index',
  )
}

let current: Promise<() => Promise<ServicesIndex>> | undefined

/** The services index over the process-wide content client. */
export async function servicesIndex(): Promise<ServicesIndex> {
  current ??= contentClient().then(servicesIndexOf)
  return (await current)()
}

/** Each content client's read of its current version, until the version changes. */
const reads = new WeakMap<ContentClient, { version: number; read: Promise<FinderIndexQueryResult> }>()
const watched = new WeakSet<ContentClient>()

/**
 * Every visible service and location, and the taxonomy (finderIndexQuery), read once per content
 * version of a client: the services index and the search index are both built from it, and whichever
 * is built first reads it (on the large dataset the GROQ read of every service takes seconds). The read
 * is let go when the content changes; a read that fails is let go at once, so the next caller reads again.
 */
export function servicesAndLocationsRead(client: ContentClient, version: number): Promise<FinderIndexQueryResult> {
  const kept = reads.get(client)
  if (kept?.version === version) return kept.read
  if (!watched.has(client)) {
    watched.add(client)
    client.onChange(() => reads.delete(client))
  }
  const read = client.fetchOnce(finderIndexQuery)
  reads.set(client, { version, read })
  read.catch(() => {
    if (reads.get(client)?.read === read) reads.delete(client)
  })
  return read
}
