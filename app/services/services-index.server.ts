import { type ContentClient, contentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import { pageImage } from '~/content/page-images.server'
import { rebuiltOnChange } from '~/content/rebuilt-on-change.server'
import type { ServicesRead } from '~/search/search-documents'
import { buildServicesIndex, type ServicesIndex } from './services-index'

let current: Promise<() => Promise<ServicesIndex>> | undefined
/** The services the last services index was built from, until the search index takes them (servicesRead). */
let lastRead: { client: ContentClient; version: number; services: Promise<ServicesRead> } | undefined

/**
 * The services index for the published content, built once per content version; the finder and the
 * HSDS API answer from it. While a new version is being indexed, callers get the previous index.
 */
export async function servicesIndex(): Promise<ServicesIndex> {
  current ??= contentClient().then((client) =>
    rebuiltOnChange(
      client,
      async (version) => {
        const read = client.fetchOnce(finderIndexQuery)
        const services = read.then(({ services, locations }) => ({ services, locations }))
        // A failed read is the services index's to report; the search index then reads for itself.
        services.catch(() => undefined)
        lastRead = { client, version, services }
        return buildServicesIndex(await read, version, (image) => pageImage(image, client.source.image))
      },
      'The services index',
    ),
  )
  return (await current)()
}

/**
 * Every visible service and location as the services index read them: the search index is built from the same
 * read, right after the services index, rather than reading all services a second time (on the large
 * dataset the GROQ read of every service takes seconds). It is handed over once, then forgotten; any
 * other time (another client, another content version) the services are read afresh.
 */
export async function servicesRead(client: ContentClient, version: number): Promise<ServicesRead> {
  const kept = lastRead
  lastRead = undefined
  if (kept && kept.client === client && kept.version === version && client.version === version) {
    const services = await kept.services.catch(() => undefined)
    if (services) return services
  }
  const { services, locations } = await client.fetchOnce(finderIndexQuery)
  return { services, locations }
}
