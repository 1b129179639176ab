import { href } from 'react-router'
import { fileUrl, type AssetConfig } from './assets'

/** The fields the LINK fragment (queries/fragments.ts) projects; every query result with a link fits this. */
export interface LinkFields {
  title: string | null
  type: 'internal' | 'external' | 'file' | 'email' | null
  newWindow: boolean | null
  external: string | null
  email: string | null
  anchor: string | null
  query: string | null
  file: { _id: string; originalFilename: string | null } | null
  internal: InternalTarget | null
  articlesCategory: string | null
}

export interface InternalTarget {
  _type: string
  slug: string | null
  /** Page ancestors, outermost first; missing levels are null. */
  ancestors: Array<string | null> | null
  /** False for a hidden, deleted or inactive service or location: such a link is not shown. */
  visible: boolean | null
}

export interface ResolvedLink {
  title: string
  href: string
  newWindow: boolean
  kind: 'internal' | 'external' | 'file' | 'email'
}

const SAFE_EXTERNAL = /^(https?:|tel:)/i

/**
 * SPEC 2, internal link targets by content type, built with React Router's typed `href()`, which
 * checks each route exists and encodes the slug. Returns null for a type that needs a slug and has none.
 */
export function internalPath(target: Pick<InternalTarget, '_type' | 'slug' | 'ancestors'>): string | null {
  const { slug } = target
  if (!slug) return PATHS_WITHOUT_SLUG[target._type] ?? null
  switch (target._type) {
    case 'service':
      return href('/services/:slug', { slug })
    case 'location':
      return href('/locations/:slug', { slug })
    case 'audience':
      return href('/services/audience/:slug', { slug })
    case 'category':
      return href('/services/category/:slug', { slug })
    case 'support':
      return href('/services/support/:slug', { slug })
    case 'expertise':
      return href('/services/expertise/:slug', { slug })
    case 'policy':
      return href('/policies-and-statements/:slug', { slug })
    case 'article':
      return href('/articles/:slug', { slug })
    case 'openRole':
      return href('/work-with-us/careers/open-roles/:slug', { slug })
    case 'campaign':
      return href('/campaigns/:slug', { slug })
    case 'booking':
      return href('/booking/:slug', { slug })
    case 'page':
      return contentPagePath(
        [...(target.ancestors ?? []).filter((ancestor): ancestor is string => Boolean(ancestor)), slug].join('/'),
      )
    default:
      return PATHS_WITHOUT_SLUG[target._type] ?? contentPagePath(slug)
  }
}

/** Singleton documents: the page each one edits. */
const PATHS_WITHOUT_SLUG: Partial<Record<string, string>> = {
  home: href('/'),
  servicesSettings: href('/services'),
  locationsSettings: href('/locations'),
  servicesFilter: href('/services/filter'),
  articlesSettings: href('/articles'),
  careersSettings: href('/work-with-us/careers/open-roles'),
  searchSettings: href('/search'),
}

/** A content page by its path of slugs ('about-us/our-history'), each slug encoded as a segment of its own. */
export function contentPagePath(slugPath: string): string {
  return href('/*', { '*': slugPath })
}

/** The articles list, in one category and on one page when given: '/articles?category=stories&page=2'. */
export function articlesListPath({ category, page = 1 }: { category?: string | null; page?: number }): string {
  const search = new URLSearchParams()
  if (category) search.set('category', category)
  if (page > 1) search.set('page', String(page))
  const text = search.toString()
  return href('/articles') + (text ? `?${text}` : '')
}

/**
 * Turns a link from the CMS into an href: internal (with anchor, query string and articles category),
 * external, file download or email. Returns null when the link has nowhere safe to go, so callers
 * render nothing rather than a broken or unsafe link.
 */
export function resolveLink(link: LinkFields | null | undefined, assets: AssetConfig): ResolvedLink | null {
  if (!link?.title) return null
  const base = { title: link.title, newWindow: link.newWindow === true }
  switch (link.type ?? 'internal') {
    case 'external': {
      const href = link.external?.trim()
      return href && SAFE_EXTERNAL.test(href) ? { ...base, kind: 'external', href } : null
    }
    case 'email': {
      const email = link.email?.trim()
      return email && /^[^\s@]+@[^\s@]+$/.test(email) ? { ...base, kind: 'email', href: `mailto:${email}` } : null
    }
    case 'file':
      return link.file
        ? { ...base, kind: 'file', href: fileUrl(assets, link.file._id, link.file.originalFilename) }
        : null
    case 'internal': {
      if (!link.internal || link.internal.visible === false) return null
      const path = internalPath(link.internal)
      return path ? { ...base, kind: 'internal', href: path + search(link) + hash(link.anchor) } : null
    }
    default:
      return null
  }
}

function search(link: Pick<LinkFields, 'query' | 'articlesCategory' | 'internal'>): string {
  const params = new URLSearchParams(link.query?.trim().replace(/^\?/, '') ?? '')
  if (link.articlesCategory && link.internal?._type === 'articlesSettings')
    params.set('category', link.articlesCategory)
  const text = params.toString()
  return text ? `?${text}` : ''
}

function hash(anchor: string | null): string {
  const id = anchor?.trim().replace(/^#/, '')
  return id ? `#${encodeURIComponent(id)}` : ''
}

/**
 * A CMS link as a page receives it: resolved on the server when the content is loaded
 * (for-page.server.ts), so pages carry an href rather than the link's dozen source fields and
 * browsers do not run the resolver. href is null when the link has nowhere safe to go. Most links are
 * internal and stay in this window, so kind is there only for other kinds and newWindow only when true.
 */
export type PageLink =
  | { title: string; href: string; kind?: Exclude<ResolvedLink['kind'], 'internal'>; newWindow?: true }
  | { title: string | null; href: null; kind?: undefined; newWindow?: undefined }
