import { contentClient } from '~/content/client.server'
import { legacyTargetsQuery, redirectsQuery } from '~/content/queries/redirects'
import { inTurns } from '~/lib/long-work/turns.server'
import { legacyTargetsBuilder, resolveLegacyPattern, type LegacyTarget, type LegacyTargets } from './legacy-patterns'
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
    const value = Promise.all([client.fetch(redirectsQuery), client.fetch(legacyTargetsQuery)]).then(
      async ([documents, pages]) => ({
        rules: buildRedirectTable(documents, client.source.image),
        targets: await legacyTargetsInTurns(pages),
      }),
    )
    tables = { version: client.version, value }
    value.catch(() => {
      if (tables?.value === value) tables = undefined
    })
  }
  const { rules, targets } = await tables.value
  const path = normalizePath(pathname)
  return rules.get(path) ?? resolveLegacyPattern(path, targets)
}

/** Every page's legacy targets, a few at a time, so that other requests are answered meanwhile. */
async function legacyTargetsInTurns(pages: readonly LegacyTarget[]): Promise<LegacyTargets> {
  const builder = legacyTargetsBuilder()
  for await (const page of inTurns(pages)) builder.add(page)
  return builder.targets
}
