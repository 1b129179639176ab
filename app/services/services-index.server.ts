import { contentClient } from '~/content/client.server'
import { finderIndexQuery } from '~/content/queries/finder'
import { rebuiltOnChange } from '~/content/rebuilt-on-change.server'
import { buildServicesIndex, type ServicesIndex } from './services-index'

let current: Promise<() => Promise<ServicesIndex>> | undefined

/**
 * The services index for the published content, built once per content version; the finder and the
 * HSDS API answer from it. While a new version is being indexed, callers get the previous index.
 */
export async function servicesIndex(): Promise<ServicesIndex> {
  current ??= contentClient().then((client) => rebuiltOnChange(client, async (version) => buildServicesIndex(await client.fetchOnce(finderIndexQuery), version), 'The services index'))
  return (await current)()
}
