import type { AssetConfig } from '~/content/assets'
import { resolveLink, type LinkFields } from '~/content/links'
import { normalizePath } from './normalize-path'

export { normalizePath }

export interface RedirectRule {
  location: string
  status: 301 | 302
  /** An absolute URL: the browser leaves the app and does a full navigation. */
  absolute: boolean
}

export interface RedirectDocument {
  from: string | null
  permanent: boolean | null
  to: LinkFields | null
}

const MAX_HOPS = 10

/**
 * Builds the legacy redirect table from the redirect documents: every old path to its final home.
 * Chains collapse to one hop (permanent only if every hop is), and loops or self-redirects are dropped,
 * so a visitor is never sent in a circle. A redirect whose target cannot be resolved (a hidden service,
 * a deleted page) is left out, and its old path gets the page-not-found page.
 */
export function buildRedirectTable(documents: RedirectDocument[], assets: AssetConfig): Map<string, RedirectRule> {
  const direct = new Map<string, RedirectRule>()
  for (const document of documents) {
    if (!document.from?.startsWith('/')) continue
    const target = resolveLink(document.to, assets)
    if (!target || !/^(https?:\/\/|\/)/i.test(target.href)) continue
    direct.set(normalizePath(document.from), {
      location: target.href,
      status: document.permanent === false ? 302 : 301,
      absolute: /^https?:\/\//i.test(target.href),
    })
  }

  const table = new Map<string, RedirectRule>()
  for (const [from, rule] of direct) {
    const final = follow(from, rule, direct)
    if (final) table.set(from, final)
  }
  return table
}

function follow(from: string, first: RedirectRule, direct: Map<string, RedirectRule>): RedirectRule | undefined {
  const seen = new Set([from])
  let rule = first
  let permanent = first.status === 301
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    if (rule.absolute) return { ...rule, status: permanent ? 301 : 302 }
    const next = normalizePath(rule.location.replace(/[?#].*$/, ''))
    if (seen.has(next)) return undefined
    const nextRule = direct.get(next)
    if (!nextRule) return { ...rule, status: permanent ? 301 : 302 }
    seen.add(next)
    permanent &&= nextRule.status === 301
    rule = nextRule
  }
  return undefined
}
