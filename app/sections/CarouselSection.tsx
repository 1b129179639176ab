import { useId } from 'react'
import { Carousel } from '~/sections/carousel/Carousel'
import { CmsLink } from '~/ui/CmsLink'
import { SanityImage } from '~/ui/SanityImage'
import type { CarouselWithKeptSlides } from './html-only'
import type { SectionOf } from './types'

type Slide = NonNullable<SectionOf<'carouselSection'>['slides']>[number]

function SlideCard({ slide }: { slide: Slide }) {
  return (
    <div className="carousel-slide">
      <SanityImage image={slide.image} width={560} shape="landscape" fixed className="carousel-slide__image" />
      <div className="carousel-slide__text">
        <h3 className="carousel-slide__title">{slide.title}</h3>
        {slide.text ? <p>{slide.text}</p> : null}
        <CmsLink link={slide.link} className="button" />
      </div>
    </div>
  )
}

/**
 * A page-builder carousel: the section heading names it, each slide is a small story with a link.
 * `keptSlides`: the browser keeps the slides' markup from the server (html-only.ts); in the browser the
 * section then has only the slides' keys.
 */
export function CarouselSection({
  section,
  keptSlides = false,
}: {
  section: SectionOf<'carouselSection'> | CarouselWithKeptSlides
  keptSlides?: boolean
}) {
  const headingId = useId()
  const slides =
    'keptSlides' in section
      ? section.slides.map((slide) => ({ key: slide._key, content: null, kept: true }))
      : (section.slides ?? []).map((slide) => ({
          key: slide._key,
          content: <SlideCard slide={slide} />,
          kept: keptSlides,
        }))
  if (!slides.length) return null
  return (
    <>
      {section.heading ? <h2 id={headingId}>{section.heading}</h2> : null}
      <Carousel
        key={slides.map((slide) => slide.key).join()}
        slides={slides}
        labelledBy={section.heading ? headingId : undefined}
        label="Slideshow"
      />
    </>
  )
}
