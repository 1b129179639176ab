import { createContext, useState } from 'react'
import type { Section, SectionOf } from './types'

/**
 * Sections whose markup needs nothing from the browser but its links: text, images, cards, buttons
 * and contact details. On a page's first load their data stays on the server and the browser keeps
 * the server's HTML for them (PageSections), so a visitor does not download their words twice, once
 * as markup and again as loader data. The carousel moves, so only its slides' content is kept (the
 * carousel runs in the browser around it). FAQ sections are native disclosure widgets; their
 * JSON-LD is made by the loader from the whole sections (decision 0019). Decision 0012.
 */
export const HTML_ONLY_TYPES = [
  'heroSection',
  'richTextSection',
  'cardGridSection',
  'imageWithTextSection',
  'callToActionSection',
  'contactSection',
  'serviceListSection',
  'faqSection',
] as const

export type HtmlOnlyType = (typeof HTML_ONLY_TYPES)[number]

/** What the loader data holds for such a section on a first load: enough to keep its place, anchor and server HTML. */
export interface HtmlOnlySection {
  _key: string
  _type: HtmlOnlyType
  /** Only when the section has one. */
  anchorId?: string
  htmlOnly: true
}

/** A carousel whose slides' markup the browser keeps from the server: the carousel itself still runs in the browser. */
export type CarouselWithKeptSlides = Omit<SectionOf<'carouselSection'>, 'slides'> & {
  slides: KeptSlide[]
  keptSlides: true
}

export interface KeptSlide {
  _key: string
}

/** A section as a page's loader data holds it: whole, or (on a first load) as its place only, or a carousel without its slides' content. */
export type HydratedSection<S extends Section = Section> = S | HtmlOnlySection | CarouselWithKeptSlides

export function isHtmlOnlyType(type: string): type is HtmlOnlyType {
  return (HTML_ONLY_TYPES as readonly string[]).includes(type)
}

/** On the server: the whole sections the loader data leaves out, by key, for the server's render. Empty in the browser. */
export const HtmlOnlySectionsContext = createContext<ReadonlyMap<string, Section>>(new Map())

/** The attribute that marks an element whose markup the browser keeps from the server, with its key as the value. */
export const KEPT_HTML_ATTRIBUTE = 'data-kept'

/**
 * The server's markup of a kept element, read from the page once, as dangerouslySetInnerHTML. During
 * hydration React leaves such an element's markup alone; should React ever render the page afresh
 * (after a hydration error, say), the same markup goes back rather than nothing. The same object every
 * render, so React never sets it again.
 */
export function useKeptHtml(key: string): { __html: string } {
  const [html] = useState(() => ({
    __html:
      typeof document === 'undefined'
        ? ''
        : (document.querySelector(`[${KEPT_HTML_ATTRIBUTE}="${CSS.escape(key)}"]`)?.innerHTML ?? ''),
  }))
  return html
}
