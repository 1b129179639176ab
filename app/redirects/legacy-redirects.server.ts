import { contentClient } from '~/content/client.server'
import { redirectsQuery } from '~/content/queries/redirects'
import { buildRedirectTable, normalizePath, type RedirectRule } from './redirect-table'

let table: { version: number; rules: Promise<Map<string, RedirectRule>> } | undefined

/** The redirect for a legacy path, from a table rebuilt whenever the content changes. */
export async function findLegacyRedirect(pathname: string): Promise<RedirectRule | undefined> {
  const client = await contentClient()
  if (table?.version !== client.version) {
    const rules = client.fetch(redirectsQuery).then((documents) => buildRedirectTable(documents, client.source.image))
    table = { version: client.version, rules }
    rules.catch(() => {
      if (table?.rules === rules) table = undefined
    })
  }
  return (await table.rules).get(normalizePath(pathname))
}
