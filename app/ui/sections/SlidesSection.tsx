import { CmsLink } from '~/ui/CmsLink'
import { SanityImage } from '~/ui/SanityImage'
import type { SectionOf } from './types'

/** The slides of a carousel section, each labelled with its position. */
export function SlidesSection({ section }: { section: SectionOf<'carouselSection'> }) {
  const slides = section.slides ?? []
  return (
    <>
      {section.heading ? <h2>{section.heading}</h2> : null}
      <ol className="slides" role="list">
        {slides.map((slide, index) => (
          <li key={slide._key} className="slide" aria-label={`${index + 1} of ${slides.length}`}>
            <SanityImage image={slide.image} width={480} aspectRatio={16 / 9} className="slide__image" />
            <h3>{slide.title}</h3>
            {slide.text ? <p>{slide.text}</p> : null}
            <CmsLink link={slide.link} />
          </li>
        ))}
      </ol>
    </>
  )
}
