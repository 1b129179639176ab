import type { AssetConfig } from './assets'
import { resolveLink, type LinkFields, type PageLink, type WithPageLinks } from './links'

/** The fields every LINK projection (queries/fragments.ts) has, null or not: how a link is recognised. */
const LINK_FIELDS = ['title', 'type', 'newWindow', 'external', 'email', 'anchor', 'query', 'file', 'internal', 'articlesCategory'] as const

function isLink(value: object): value is LinkFields {
  return LINK_FIELDS.every((field) => field in value)
}

function pageLink(link: LinkFields & { _key?: unknown; _type?: unknown }, assets: AssetConfig): PageLink {
  const resolved = resolveLink(link, assets)
  // Every page carries its links' data twice (markup and hydration data): an internal link that stays in
  // this window, most of them, is its title and href.
  const target: PageLink = resolved
    ? { title: resolved.title, href: resolved.href, ...(resolved.kind === 'internal' ? {} : { kind: resolved.kind }), ...(resolved.newWindow ? { newWindow: true } : {}) }
    : { title: link.title, href: null }
  // Kept so Portable Text marks pointing at their annotation still match.
  return { ...(typeof link._key === 'string' ? { _key: link._key } : {}), ...(link._type === undefined ? {} : { _type: link._type }), ...target } as PageLink
}

function withPageLinks(value: unknown, assets: AssetConfig): unknown {
  if (Array.isArray(value)) return value.map((item) => withPageLinks(item, assets))
  if (value === null || typeof value !== 'object') return value
  if (isLink(value)) return pageLink(value, assets)
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withPageLinks(field, assets)]))
}

/** The cached query results already shaped, so a page that is asked for again costs nothing more. */
const shaped = new WeakMap<object, unknown>()

/**
 * Resolves every link in a query result to an href (see PageLink), in a copy: the result itself may be
 * a cached object shared with other requests.
 */
export function resolvePageLinks<T>(result: T, assets: AssetConfig): WithPageLinks<T> {
  if (result === null || typeof result !== 'object') return result as WithPageLinks<T>
  let copy = shaped.get(result)
  if (copy === undefined) {
    copy = withPageLinks(result, assets)
    shaped.set(result, copy)
  }
  return copy as WithPageLinks<T>
}
