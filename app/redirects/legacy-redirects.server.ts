import { contentClient } from '~/content/client.server'
import { legacyTargetsQuery, redirectsQuery } from '~/content/queries/redirects'
import { buildLegacyTargets, resolveLegacyPattern, type LegacyTargets } from './legacy-patterns'
import { buildRedirectTable, normalizePath, type RedirectRule } from './redirect-table'

interface LegacyTables {
  rules: Map<string, RedirectRule>
  targets: LegacyTargets
}

let tables: { version: number; value: Promise<LegacyTables> } | undefined

/**
 * The redirect for a legacy path: its redirect document first, else its pattern (/service/{slug} →
 * /services/{slug}, …) when the page exists now. Both tables are rebuilt whenever the content changes.
 */
export async function findLegacyRedirect(pathname: string): Promise<RedirectRule | undefined> {
  const client = await contentClient()
  if (tables?.version !== client.version) {
    const value = Promise.all([client.fetch(redirectsQuery), client.fetch(legacyTargetsQuery)]).then(([documents, pages]) => ({
      rules: buildRedirectTable(documents, client.source.image),
      targets: buildLegacyTargets(pages),
    }))
    tables = { version: client.version, value }
    value.catch(() => {
      if (tables?.value === value) tables = undefined
    })
  }
  const { rules, targets } = await tables.value
  const path = normalizePath(pathname)
  return rules.get(path) ?? resolveLegacyPattern(path, targets)
}
