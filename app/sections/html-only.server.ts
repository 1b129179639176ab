import { createContext, type RouterContextProvider } from 'react-router'
import { documentRequestContext } from '~/http/document-request'
import { isHtmlOnlyType, type CarouselWithKeptSlides, type HydratedSection } from './html-only'
import type { Section } from './types'

/** The whole sections a page's loader left out of its data on this request, for entry.server's render. */
export const htmlOnlySectionsContext = createContext<Map<string, Section> | null>(null)

/**
 * A page's sections as its loader returns them. On a page's first load (documentRequestContext), a
 * section that needs nothing from the browser goes to the server's render only, and the loader data
 * keeps its key, type and anchor; any other time (client navigation, revalidation, preview) every
 * section goes whole, so the browser can render it.
 */
export function sectionsForHydration<S extends Section>(
  sections: S[] | null,
  context: Readonly<RouterContextProvider>,
): Array<HydratedSection<S>> | null {
  if (!sections || !context.get(documentRequestContext)) return sections
  let kept = context.get(htmlOnlySectionsContext)
  if (!kept) {
    kept = new Map()
    context.set(htmlOnlySectionsContext, kept)
  }
  const store = kept
  return sections.map((section) => {
    if (section._type === 'carouselSection' && section.slides?.length) {
      store.set(section._key, section)
      return {
        ...section,
        slides: section.slides.map((slide) => ({ _key: slide._key })),
        keptSlides: true,
      } satisfies CarouselWithKeptSlides
    }
    if (!isHtmlOnlyType(section._type)) return section
    store.set(section._key, section)
    const anchorId = 'anchorId' in section ? section.anchorId : null
    return { _key: section._key, _type: section._type, ...(anchorId ? { anchorId } : {}), htmlOnly: true }
  })
}
