import type { AssetConfig } from './assets'
import type { ForPage } from './for-page'
import { resolveLink, type LinkFields, type PageLink } from './links'
import { isImageSource, pageImage, type ImageSourceFields } from './page-images.server'

/** The fields every LINK projection (queries/fragments.ts) has, null or not: how a link is recognised. */
const LINK_FIELDS = [
  'title',
  'type',
  'newWindow',
  'external',
  'email',
  'anchor',
  'query',
  'file',
  'internal',
  'articlesCategory',
] as const

function isLink(value: object): value is LinkFields {
  return LINK_FIELDS.every((field) => field in value)
}

function pageLink(link: LinkFields & { _key?: unknown; _type?: unknown }, assets: AssetConfig): PageLink {
  const resolved = resolveLink(link, assets)
  // Every page carries its links' data twice (markup and hydration data): an internal link that stays in
  // this window, most of them, is its title and href.
  const target: PageLink = resolved
    ? {
        title: resolved.title,
        href: resolved.href,
        ...(resolved.kind === 'internal' ? {} : { kind: resolved.kind }),
        ...(resolved.newWindow ? { newWindow: true } : {}),
      }
    : { title: link.title, href: null }
  // Kept so Portable Text marks pointing at their annotation still match.
  return {
    ...(typeof link._key === 'string' ? { _key: link._key } : {}),
    ...(link._type === undefined ? {} : { _type: link._type }),
    ...target,
  }
}

/** An image, keeping a Portable Text block's _key and _type (its block type); null without an asset, except as a block. */
function imageForPage(image: ImageSourceFields, assets: AssetConfig): unknown {
  const prepared = pageImage(image, assets)
  const { _key, _type } = image as { _key?: unknown; _type?: unknown }
  if (_type === undefined) return prepared
  return { ...(_key === undefined ? {} : { _key }), _type, ...(prepared ?? { src: '', ratio: 1 }) }
}

function shaped(value: unknown, assets: AssetConfig): unknown {
  if (Array.isArray(value)) return value.map((item) => shaped(item, assets))
  if (value === null || typeof value !== 'object') return value
  if (isLink(value)) return pageLink(value, assets)
  if (isImageSource(value)) return imageForPage(value, assets)
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, shaped(field, assets)]))
}

/** The cached query results already shaped, so a page that is asked for again costs nothing more. */
const done = new WeakMap<object, unknown>()

/**
 * A query result as pages receive it (ForPage), in a copy (the result itself may be a cached object
 * shared with other requests): every link resolved to an href (PageLink), every image addressed
 * (PageImage), so the browser runs neither the link resolver nor the image URL builder.
 */
export function shapeForPage<T>(result: T, assets: AssetConfig): ForPage<T> {
  if (result === null || typeof result !== 'object') return result as ForPage<T>
  let copy = done.get(result)
  if (copy === undefined) {
    copy = shaped(result, assets)
    done.set(result, copy)
  }
  return copy as ForPage<T>
}
