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
 * SPEC 2, internal link targets by content type. Returns null for a type that needs a slug and has none.
 */
export function internalPath(target: Pick<InternalTarget, '_type' | 'slug' | 'ancestors'>): string | null {
  const { slug } = target
  const withSlug = (prefix: string) => (slug ? `${prefix}/${encodeURIComponent(slug)}` : null)
  switch (target._type) {
    case 'home':
      return '/'
    case 'service':
      return withSlug('/services')
    case 'location':
      return withSlug('/locations')
    case 'servicesSettings':
      return '/services'
    case 'locationsSettings':
      return '/locations'
    case 'servicesFilter':
      return '/services/filter'
    case 'audience':
      return withSlug('/services/audience')
    case 'category':
      return withSlug('/services/category')
    case 'support':
      return withSlug('/services/support')
    case 'expertise':
      return withSlug('/services/expertise')
    case 'policy':
      return withSlug('/policies-and-statements')
    case 'articlesSettings':
      return '/articles'
    case 'article':
      return withSlug('/articles')
    case 'careersSettings':
      return '/work-with-us/careers/open-roles'
    case 'openRole':
      return withSlug('/work-with-us/careers/open-roles')
    case 'searchSettings':
      return '/search'
    case 'campaign':
      return withSlug('/campaigns')
    case 'booking':
      return withSlug('/booking')
    case 'page': {
      if (!slug) return null
      const segments = [...(target.ancestors ?? []).filter((ancestor): ancestor is string => Boolean(ancestor)), slug]
      return '/' + segments.map(encodeURIComponent).join('/')
    }
    default:
      return withSlug('')
  }
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
      return link.file ? { ...base, kind: 'file', href: fileUrl(assets, link.file._id, link.file.originalFilename) } : null
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
  if (link.articlesCategory && link.internal?._type === 'articlesSettings') params.set('category', link.articlesCategory)
  const text = params.toString()
  return text ? `?${text}` : ''
}

function hash(anchor: string | null): string {
  const id = anchor?.trim().replace(/^#/, '')
  return id ? `#${encodeURIComponent(id)}` : ''
}

/**
 * A CMS link as a page receives it: resolved on the server when the content is loaded
 * (page-links.server.ts), so pages carry an href rather than the link's dozen source fields and
 * browsers do not run the resolver. href is null when the link has nowhere safe to go. Most links are
 * internal and stay in this window, so kind is there only for other kinds and newWindow only when true.
 */
export type PageLink =
  | { title: string; href: string; kind?: Exclude<ResolvedLink['kind'], 'internal'>; newWindow?: true }
  | { title: string | null; href: null; kind?: undefined; newWindow?: undefined }

/**
 * A query result as pages receive it: every link in it (a LINK projection, wherever it sits, including
 * Portable Text link annotations, which keep their _key and _type) becomes a PageLink.
 */
export type WithPageLinks<T> = T extends LinkFields
  ? PageLink & Pick<T, Extract<keyof T, '_type'>> & (T extends { _key: string } ? { _key: string } : unknown)
  : T extends readonly (infer Item)[]
    ? WithPageLinks<Item>[]
    : T extends object
      ? { [Key in keyof T]: WithPageLinks<T[Key]> }
      : T
