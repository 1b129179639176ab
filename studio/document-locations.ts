import type { DocumentLocationsState } from 'sanity/presentation'
import { articlesListPath, internalPath } from '../app/content/links'

/**
 * Where the Presentation tool finds each document on the site (studio/presentation.ts wraps these in
 * `defineLocations`). Kept free of the Studio's runtime so tests run it over every document of a
 * dataset without loading the Studio.
 *
 * For each document type with a page: the fields to read (Presentation's `select`, a dotted path each,
 * references followed) and how they make the page's address, always through the site's own link
 * resolver (app/content/links.ts), so the Studio and the site never disagree about an address.
 */

/** Editorial documents: a title and a slug. */
const TITLED = { title: 'title', slug: 'slug.current' } as const
/** Service topics (category, support, audience, expertise): a label and a slug. */
const LABELLED = { title: 'label', slug: 'slug.current' } as const
/** Services and locations: title and slug come from the sync, and only visible ones have a page (SPEC 4). */
const SYNCED = {
  title: 'sync.title',
  slug: 'sync.slug.current',
  hidden: 'hidden',
  deleted: 'sync.deleted',
  status: 'sync.status',
} as const
/** Content pages: their address is their parent's and grandparent's slugs, then their own (pages nest up to three levels). */
const NESTED = {
  title: 'title',
  slug: 'slug.current',
  parent: 'parent.slug.current',
  grandparent: 'parent.parent.slug.current',
} as const
/** Singletons: one fixed page each. */
const SINGLE = { title: 'title' } as const

/** What Presentation reads of each document type that has a page: a name for each field path. */
export const LOCATION_SELECTS = {
  service: SYNCED,
  location: SYNCED,
  category: LABELLED,
  support: LABELLED,
  audience: LABELLED,
  expertise: LABELLED,
  article: TITLED,
  articleCategory: TITLED,
  campaign: TITLED,
  openRole: TITLED,
  policy: TITLED,
  booking: TITLED,
  page: NESTED,
  home: SINGLE,
  servicesSettings: SINGLE,
  locationsSettings: SINGLE,
  servicesFilter: SINGLE,
  articlesSettings: SINGLE,
  careersSettings: SINGLE,
  searchSettings: SINGLE,
  settings: SINGLE,
} as const satisfies Record<string, Record<string, string>>

/** Document types with no page of their own: a redirect sends visitors from an old address elsewhere. */
export const TYPES_WITHOUT_PAGES = ['redirect'] as const

export type TypeWithPage = keyof typeof LOCATION_SELECTS

/** The values Presentation selected, by the names in LOCATION_SELECTS (any of them may be missing). */
export type SelectedValues = Partial<Record<string, unknown>>

export function hasPage(type: string): type is TypeWithPage {
  return Object.hasOwn(LOCATION_SELECTS, type)
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)

/**
 * SPEC 4 for one service or location, from its selected fields: why it is not on the website, or null
 * when it is. The same rule as VISIBLE (app/content/queries/rules.ts), which studio/document-locations.test.ts
 * checks against it over the bundled dataset.
 */
export function notShownBecause(values: SelectedValues): string | null {
  if (values.hidden === true) return 'it is hidden from the website'
  if (values.deleted === true) return 'it was deleted in the source system'
  if (values.status === 'Inactive') return 'it is inactive in the source system'
  return null
}

/** The settings' texts (header, menus, footer) are on every page: the home page shows them first. */
const EVERY_PAGE = 'Every page: header, menus and footer'

/** The address of a document's own page, or null when it has none yet (no slug). */
function pagePath(type: TypeWithPage, values: SelectedValues): string | null {
  const slug = text(values.slug)
  switch (type) {
    case 'settings':
      return internalPath({ _type: 'home', slug: null, ancestors: null })
    case 'articleCategory':
      return slug ? articlesListPath({ category: slug }) : null
    default:
      return internalPath({ _type: type, slug, ancestors: [text(values.grandparent), text(values.parent)] })
  }
}

/**
 * Presentation's answer for one document: its page (title and address, relative to the site), or a
 * message saying why it has none. null while the document is not loaded.
 */
export function documentLocations(type: TypeWithPage, values: SelectedValues | null): DocumentLocationsState | null {
  if (!values) return null
  const noun = type === 'service' ? 'service' : type === 'location' ? 'location' : 'document'
  if (type === 'service' || type === 'location') {
    const reason = notShownBecause(values)
    if (reason) return { message: `This ${noun} is not on the website: ${reason}.`, tone: 'caution' }
  }
  const href = pagePath(type, values)
  if (!href) return { message: `This ${noun} has no page yet: give it a slug.`, tone: 'caution' }
  const title = type === 'settings' ? EVERY_PAGE : (text(values.title) ?? href)
  return { locations: [{ title, href }] }
}
