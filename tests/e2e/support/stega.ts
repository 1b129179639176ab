import { readFileSync } from 'node:fs'
import path from 'node:path'
import { studioPath } from '@sanity/client/csm'
import { VERCEL_STEGA_REGEX, vercelStegaDecode, vercelStegaSplit } from '@vercel/stega'
import type { Page } from 'playwright-core'

/** Any run of stega's invisible characters (the library's own pattern, without its global flag). */
export const STEGA = new RegExp(VERCEL_STEGA_REGEX.source, 'u')

/** One visible text node of a page, as the browser has it (edit links included), and where it is. */
export interface SeenText {
  text: string
  /** The tag and classes of its element, for a report. */
  element: string
  /** Which of the `marked` selectors its element is within, if any. */
  within?: string
}

/**
 * Every text node a visitor sees in the page's body (or the element `root` selects): not in a script
 * or style, and its element rendered (not `display: none`, `visibility: hidden` or inside a closed
 * `<details>`). Each says which of the `marked` selectors (if any) its element is within.
 */
export function visibleTexts(
  page: Page,
  { root = 'body', marked = [] }: { root?: string; marked?: string[] } = {},
): Promise<SeenText[]> {
  return page.evaluate(
    ([rootSelector, selectors]) => {
      const seen: Array<{ text: string; element: string; within?: string }> = []
      const start = document.querySelector(rootSelector)
      if (!start) return seen
      const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement
        if (!element || !node.textContent?.trim() || element.closest('script, style, template, noscript')) continue
        if (!element.checkVisibility({ visibilityProperty: true })) continue
        const within = selectors.find((selector) => element.closest(selector))
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''}`
        seen.push({ text: node.textContent, element: name, ...(within ? { within } : {}) })
      }
      return seen
    },
    [root, marked] as const,
  )
}

interface DatasetDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** The bundled dataset's documents, drafts included (preview shows a draft where there is one). */
export function bundledDocuments(): DatasetDocument[] {
  return readFileSync(path.resolve(import.meta.dirname, '../../../dataset/bundled/data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DatasetDocument)
}

/** Every string an editor wrote in the dataset, trimmed: a text node holding exactly one of them came from the CMS. */
export function cmsStrings(documents: DatasetDocument[]): Set<string> {
  const strings = new Set<string>()
  const collect = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      // Ids, types, keys and references are the CMS's own, never an editor's words.
      if (!key.startsWith('_') && /\p{L}/u.test(value)) strings.add(value.trim())
    } else if (Array.isArray(value)) for (const item of value) collect(item, key)
    else if (value && typeof value === 'object')
      for (const [field, inner] of Object.entries(value)) collect(inner, field)
  }
  for (const document of documents) if (!document._type.startsWith('sanity.')) collect(document, '')
  return strings
}

/** What an edit link hidden in a text says: the Studio address that opens the document at the field. */
export interface EditLink {
  id: string
  type: string
  path: string
}

/** The edit link hidden in a text (stega), if any: the document and field the Studio opens when an editor clicks it. */
export function editLinkIn(text: string): EditLink | undefined {
  const decoded = vercelStegaDecode<{ origin?: string; href?: string }>(text)
  if (!decoded?.href) return undefined
  const parameters = new URL(decoded.href, 'https://studio.invalid').searchParams
  const [id, type, fieldPath] = [parameters.get('id'), parameters.get('type'), parameters.get('path')]
  return id && type && fieldPath ? { id, type, path: fieldPath } : undefined
}

/** The text without its edit link. */
export function cleanText(text: string): string {
  return vercelStegaSplit(text).cleaned
}

/**
 * The values at an edit link's field: in the draft of the document where there is one (what preview
 * shows, and what the Studio opens) and in the published document (what the site's indexes show).
 */
export function valuesAt(documents: Map<string, DatasetDocument>, link: EditLink): unknown[] {
  return [documents.get(`drafts.${link.id}`), documents.get(link.id)].flatMap((document) =>
    document ? [studioPath.get(document, studioPath.fromString(link.path))] : [],
  )
}

/** The attributes that hold text for people (read aloud or shown), where an edit link may be. */
export const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label']

/**
 * Where edit links (stega) sit outside text in a document: any attribute but TEXT_ATTRIBUTES (style,
 * href, src, srcset, id, class, datetime, data-*, content…, percent-encoded in an address too), the
 * title, structured data and styles.
 * `html`: a document's source to parse (the server's answer); without it, the page's live DOM.
 */
export function stegaOutsideText(page: Page, html?: string): Promise<string[]> {
  return page.evaluate(
    ([source, pattern, textAttributes]) => {
      const regex = new RegExp(pattern, 'u')
      /** Whether the text carries stega, as it is or percent-encoded in an address (a link to a map with the address in it). */
      const encoded = (text: string) => {
        if (regex.test(text)) return true
        try {
          return regex.test(decodeURIComponent(text))
        } catch {
          return false
        }
      }
      const root = source === null ? document : new DOMParser().parseFromString(source, 'text/html')
      const found: string[] = []
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          if (!textAttributes.includes(attribute.name) && encoded(attribute.value))
            found.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value.slice(0, 80)}">`)
        }
      }
      for (const element of root.querySelectorAll('title, style, script[type="application/ld+json"]')) {
        if (encoded(element.textContent))
          found.push(`<${element.tagName.toLowerCase()}>${element.textContent.slice(0, 80)}`)
      }
      return found
    },
    [html ?? null, STEGA.source, TEXT_ATTRIBUTES] as const,
  )
}
