import { CallToActionSection } from './CallToActionSection'
import { CardGridSection } from './CardGridSection'
import { CarouselSection } from './CarouselSection'
import { ContactSection } from './ContactSection'
import { FaqSection } from './FaqSection'
import { HeroSection } from './HeroSection'
import { ImageWithTextSection } from './ImageWithTextSection'
import { RichTextSection } from './RichTextSection'
import { ServiceListSection } from './ServiceListSection'
import type { Section } from './types'

function SectionContent({ section, isFirst }: { section: Section; isFirst: boolean }) {
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
      return <CarouselSection section={section} />
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

/** The page-builder sections of a page, in the editor's order. A hero first on the page carries the h1. */
export function PageSections({ sections }: { sections: Section[] | null | undefined }) {
  return (
    <>
      {sections?.map((section, index) => (
        <section key={section._key} id={('anchorId' in section ? section.anchorId : null) ?? undefined} className={`section section--${section._type}`}>
          <SectionContent section={section} isFirst={index === 0} />
        </section>
      ))}
    </>
  )
}
