import { ref } from './documents'
import type { FileValue, Link } from './types'

type InternalOptions = { anchor?: string; query?: string; articlesCategory?: string; newWindow?: boolean }

export const internalLink = (title: string, targetId: string, options: InternalOptions = {}): Link => ({
  _type: 'link',
  title,
  type: 'internal',
  internal: ref(targetId),
  ...(options.articlesCategory ? { articlesCategory: ref(options.articlesCategory) } : {}),
  ...(options.anchor ? { anchor: options.anchor } : {}),
  ...(options.query ? { query: options.query } : {}),
  newWindow: options.newWindow ?? false,
})

export const externalLink = (title: string, url: string, newWindow = true): Link => ({
  _type: 'link',
  title,
  type: 'external',
  external: url,
  newWindow,
})

export const phoneLink = (title: string, number: string): Link =>
  externalLink(title, `tel:${number.replace(/\s/g, '')}`, false)

export const emailLink = (title: string, email: string): Link => ({
  _type: 'link',
  title,
  type: 'email',
  email,
  newWindow: false,
})

export const fileLink = (title: string, file: FileValue): Link => ({
  _type: 'link',
  title,
  type: 'file',
  file,
  newWindow: true,
})

/** A link from a short target: a web address, a `mailto:` address or a document id. */
export function linkTo(title: string, to: string): Link {
  if (/^https?:/.test(to)) return externalLink(title, to)
  if (to.startsWith('mailto:')) return emailLink(title, to.slice('mailto:'.length))
  return internalLink(title, to)
}
