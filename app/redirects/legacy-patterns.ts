import { articlesListPath, internalPath } from '~/content/links'
import { slugOf } from '~/lib/text/words'
import { LEGACY_LISTINGS } from './legacy-listings'
import type { RedirectRule } from './redirect-table'

/** A page a legacy path may now live at (legacyTargetsQuery). */
export interface LegacyTarget {
  _type: string
  slug: string
  ancestors: Array<string | null> | null
  suburb: string | null
}

/** Where each kind of page now lives, by lower-case slug. */
export type LegacyTargets = ReadonlyMap<string, ReadonlyMap<string, string>>

type Resolver = (key: string, targets: LegacyTargets) => string | undefined

const ARTICLES_CATEGORY = 'articlesCategory'
const LOCATION_SUBURB = 'locationSuburb'
const AMBIGUOUS = ''

/**
 * Indexes the current pages by kind and slug. Locations are also found by suburb (the old office
 * pages were often named after it), unless two locations share the suburb.
 */
export function buildLegacyTargets(documents: readonly LegacyTarget[]): LegacyTargets {
  const builder = legacyTargetsBuilder()
  for (const document of documents) builder.add(document)
  return builder.targets
}

/**
 * buildLegacyTargets a document at a time, for a caller that hands the event loop back between them:
 * a large dataset's pages all at once would hold it (decision 0050).
 */
export function legacyTargetsBuilder(): { add: (document: LegacyTarget) => void; targets: LegacyTargets } {
  const targets = new Map<string, Map<string, string>>()
  const addPath = (kind: string, key: string, path: string) => {
    const byKey = targets.get(kind) ?? new Map<string, string>()
    targets.set(kind, byKey)
    byKey.set(key, byKey.has(key) && byKey.get(key) !== path ? AMBIGUOUS : path)
  }
  const add = (document: LegacyTarget) => {
    const slug = document.slug.toLowerCase()
    if (document._type === 'articleCategory')
      return addPath(ARTICLES_CATEGORY, slug, articlesListPath({ category: document.slug }))
    const path = internalPath({ _type: document._type, slug: document.slug, ancestors: document.ancestors })
    if (!path) return
    addPath(document._type, slug, path)
    if (document._type === 'location' && document.suburb) addPath(LOCATION_SUBURB, slugOf(document.suburb), path)
  }
  return { add, targets }
}

const find =
  (...kinds: string[]): Resolver =>
  (key, targets) => {
    for (const kind of kinds) {
      const path = targets.get(kind)?.get(key)
      if (path) return path
    }
    return undefined
  }

/** The first resolver that knows the key, trying the key as written and then without WordPress's '-2' duplicate suffix. */
const anyOf =
  (...resolvers: Resolver[]): Resolver =>
  (key, targets) => {
    for (const candidate of new Set([key, key.replace(/-\d+$/, '')])) {
      for (const resolve of resolvers) {
        const path = resolve(candidate, targets)
        if (path) return path
      }
    }
    return undefined
  }

const withSuffix =
  (suffix: RegExp, resolver: Resolver): Resolver =>
  (key, targets) =>
    suffix.test(key) ? resolver(key.replace(suffix, ''), targets) : undefined

/** '/category/disability' once listed the 'disability-and-…' category. */
const categoryByFirstWords: Resolver = (key, targets) => {
  const matches = [...(targets.get('category') ?? [])].filter(([slug]) => slug.startsWith(`${key}-and-`))
  return matches.length === 1 ? matches[0]?.[1] : undefined
}

const article = anyOf(find('article'))

/**
 * SPEC 2's families of legacy paths, by their first segment, and how the rest of the path names the
 * page that exists now. Paths with one more segment are resolved; articles may also carry WordPress's
 * /yyyy/mm/ date before the slug.
 */
const FAMILIES: Record<string, Resolver> = {
  service: anyOf(find('service')),
  office: anyOf(find('location', LOCATION_SUBURB)),
  story: article,
  stories: article,
  news: article,
  'media-release': article,
  'media-releases': article,
  'service-type': anyOf(find('support', 'category'), withSuffix(/-services$/, find('category'))),
  category: anyOf(find(ARTICLES_CATEGORY, 'category'), categoryByFirstWords),
  'person-type': anyOf(find('audience')),
  expertise: anyOf(find('expertise')),
  policy: anyOf(find('policy')),
  'about-us': anyOf(find('page')),
  careers: anyOf(find('openRole'), withSuffix(/^job-\d+-/, find('openRole'))),
}

const ARTICLE_FAMILIES = new Set(['story', 'stories', 'news', 'media-release', 'media-releases'])
const UPLOAD = /^\/wp-content\/uploads\/(?:\d{4}\/\d{2}\/)?([^/]+)\.pdf$/

/** An old PDF upload of a policy: 'Modern-Slavery-Statement-FY24.pdf' or 'privacy-policy-2019.pdf' opens the policy's page. */
function uploadedPolicy(path: string, targets: LegacyTargets): string | undefined {
  const name = UPLOAD.exec(path)?.[1]
  if (!name) return undefined
  const slug = slugOf(name)
  return find('policy')(slug, targets) ?? find('policy')(slug.replace(/-(?:fy)?\d{2,4}$/, ''), targets)
}

/**
 * Resolves a legacy path with no redirect document by its pattern (/service/{slug} → /services/{slug},
 * /office/{slug} → /locations/{slug}, /story/{slug} → /articles/{slug}, …) to a page that exists now,
 * permanently. `path` is normalised (app/redirects/redirect-table.ts normalizePath). Undefined when
 * nothing matches, or when the match is the path itself (a current page under an old family's name).
 */
export function resolveLegacyPattern(path: string, targets: LegacyTargets): RedirectRule | undefined {
  const [family = '', ...rest] = path.split('/').slice(1)
  const dated =
    ARTICLE_FAMILIES.has(family) && rest.length > 1 && rest.slice(0, -1).every((segment) => /^\d{1,4}$/.test(segment))
  const key = rest.length === 1 || dated ? rest.at(-1) : undefined
  const resolver = FAMILIES[family]
  const location =
    LEGACY_LISTINGS[path] ?? (key && resolver ? resolver(key, targets) : undefined) ?? uploadedPolicy(path, targets)
  if (!location || location.toLowerCase() === path) return undefined
  return { location, status: 301, absolute: false }
}
