import { useContext } from 'react'
import { CallToActionSection } from './CallToActionSection'
import { CardGridSection } from './CardGridSection'
import { CarouselSection } from './CarouselSection'
import { ContactSection } from './ContactSection'
import { FaqSection } from './FaqSection'
import { HeroSection } from './HeroSection'
import { ImageWithTextSection } from './ImageWithTextSection'
import { RichTextSection } from './RichTextSection'
import { ServiceListSection } from './ServiceListSection'
import { useFollowSiteLinks } from './follow-site-links'
import {
  HtmlOnlySectionsContext,
  KEPT_HTML_ATTRIBUTE,
  useKeptHtml,
  type CarouselWithKeptSlides,
  type HydratedSection,
} from './html-only'
import type { Section } from './types'

function SectionContent({
  section,
  isFirst,
  keptSlides,
}: {
  section: Section | CarouselWithKeptSlides
  isFirst: boolean
  keptSlides: boolean
}) {
  switch (section._type) {
    case 'heroSection':
      return <HeroSection section={section} headingLevel={isFirst ? 1 : 2} />
    case 'richTextSection':
      return <RichTextSection section={section} />
    case 'cardGridSection':
      return <CardGridSection section={section} />
    case 'imageWithTextSection':
      return <ImageWithTextSection section={section} />
    case 'carouselSection':
      return <CarouselSection section={section} keptSlides={keptSlides} />
    case 'faqSection':
      return <FaqSection section={section} />
    case 'callToActionSection':
      return <CallToActionSection section={section} />
    case 'contactSection':
      return <ContactSection section={section} />
    case 'serviceListSection':
      return <ServiceListSection section={section} />
    default:
      return null
  }
}

/** A section the browser keeps as the server rendered it; clicks on the site's links in it still navigate in the page. */
function KeptSection({ entry }: { entry: HydratedSection }) {
  const html = useKeptHtml(entry._key)
  const followSiteLinks = useFollowSiteLinks()
  return (
    <section
      {...sectionAttributes(entry)}
      {...{ [KEPT_HTML_ATTRIBUTE]: entry._key }}
      dangerouslySetInnerHTML={html}
      suppressHydrationWarning
      ref={followSiteLinks}
    />
  )
}

function sectionAttributes(entry: HydratedSection) {
  return {
    id: ('anchorId' in entry ? entry.anchorId : null) ?? undefined,
    className: `section section--${entry._type}`,
  }
}

/**
 * The page-builder sections of a page, in the editor's order. A hero first on the page carries the h1.
 * On a page's first load, html-only sections come without their data (html-only.ts): the server
 * renders them from what the loader kept aside, and the browser keeps that markup as it is.
 */
export function PageSections({ sections }: { sections: HydratedSection[] | null | undefined }) {
  const keptOnServer = useContext(HtmlOnlySectionsContext)
  const followSiteLinks = useFollowSiteLinks()
  return (
    <>
      {sections?.map((entry, index) => {
        const section = keptOnServer.get(entry._key) ?? ('htmlOnly' in entry ? undefined : entry)
        if (!section) return <KeptSection key={entry._key} entry={entry} />
        const kept = 'htmlOnly' in entry ? { [KEPT_HTML_ATTRIBUTE]: entry._key } : {}
        const keptSlides = 'keptSlides' in entry
        return (
          <section
            key={entry._key}
            {...sectionAttributes(entry)}
            {...kept}
            ref={keptSlides ? followSiteLinks : undefined}
          >
            <SectionContent section={section} isFirst={index === 0} keptSlides={keptSlides} />
          </section>
        )
      })}
    </>
  )
}
