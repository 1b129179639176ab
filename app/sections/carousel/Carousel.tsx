import type { Splide as SplideInstance } from '@splidejs/splide'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Icon } from '~/ui/icons'
import { KEPT_HTML_ATTRIBUTE, useKeptHtml } from '~/sections/html-only'
import { CAROUSEL_OPTIONS, STATE_AFTER_EVENT, type CarouselState } from './carousel-options'

type SplideClass = typeof SplideInstance

interface CarouselSlide {
  key: string
  /** Null when the browser keeps the slide's markup from the server (`kept`). */
  content: ReactNode
  /** The slide's markup is kept from the server's HTML (app/sections/html-only.ts). */
  kept?: boolean
}

interface Props {
  slides: CarouselSlide[]
  /** The id of the heading that names the carousel. */
  labelledBy?: string
  /** The carousel's name when there is no heading. */
  label: string
}

/**
 * Splide, fetched once the carousel is within a screen's height of the viewport, so pages without a
 * carousel, and visitors who never scroll to it, do not pay for it (on the home page it is far below
 * the fold: fetching, parsing and mounting it at load was a long task on a slow phone). Until it
 * arrives (or if it never does) the slides stay a plain list.
 */
function useSplide(root: RefObject<HTMLElement | null>, wanted: boolean): SplideClass | null {
  const [library, setLibrary] = useState<SplideClass | null>(null)
  useEffect(() => {
    const element = root.current
    if (!wanted || !element) return
    let current = true
    const load = () => {
      import('@splidejs/splide').then(
        (module: typeof import('@splidejs/splide') | undefined) => {
          // No module when the chunk failed and the page is reloading for it (app/shell/chunk-reload.ts).
          if (current && module) setLibrary(() => module.Splide)
        },
        () => undefined,
      )
    }
    if (typeof IntersectionObserver === 'undefined') {
      load()
      return () => {
        current = false
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        load()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => {
      current = false
      observer.disconnect()
    }
  }, [root, wanted])
  return library
}

/**
 * A carousel (SPEC 9): one slide at a time, autoplay every 5 s with a visible pause button, arrows,
 * pagination, dragging and the arrow keys. The server renders the slides as a list that works without
 * JavaScript; Splide takes it over in the browser and is destroyed on unmount. The root's
 * data-state attribute follows the SPEC 4 states.
 */
export function Carousel({ slides, labelledBy, label }: Props) {
  const root = useRef<HTMLDivElement>(null)
  const Splide = useSplide(root, slides.length > 1)
  const enhanced = Splide !== null
  const splideClass = (name: string) => (enhanced ? ` ${name}` : '')
  // Splide gives each slide the role tabpanel, which a list item may not have, so the list becomes divs.
  const List = enhanced ? 'div' : 'ul'
  const Slide = enhanced ? 'div' : 'li'

  // A layout effect, so Splide mounts before the browser paints the classes that hide an unmounted slider.
  useLayoutEffect(() => {
    const element = root.current
    if (!Splide || !element) return
    const setState = (state: CarouselState) => {
      element.dataset.state = state
    }
    const splide = new Splide(element, {
      ...CAROUSEL_OPTIONS,
      ...(labelledBy ? { labelledby: labelledBy } : { label }),
    })
    setState('created')
    for (const [event, state] of Object.entries(STATE_AFTER_EVENT)) splide.on(event, () => setState(state))
    splide.mount()
    return () => {
      splide.destroy()
    }
  }, [Splide, labelledBy, label])

  return (
    <div ref={root} className={`carousel${splideClass('splide')}`}>
      {enhanced ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__button splide__toggle">
            <span className="splide__toggle__play">
              <Icon name="play" /> {CAROUSEL_OPTIONS.i18n.play}
            </span>
            <span className="splide__toggle__pause">
              <Icon name="pause" /> {CAROUSEL_OPTIONS.i18n.pause}
            </span>
          </button>
          <div className="carousel__navigation splide__arrows">
            <button type="button" className="carousel__button carousel__arrow splide__arrow splide__arrow--prev">
              <Icon name="previous" />
            </button>
            <ul className="carousel__pagination splide__pagination" />
            <button type="button" className="carousel__button carousel__arrow splide__arrow splide__arrow--next">
              <Icon name="next" />
            </button>
          </div>
        </div>
      ) : null}
      <div className={`carousel__track${splideClass('splide__track')}`}>
        <List className={`carousel__list${splideClass('splide__list')}`} role={enhanced ? undefined : 'list'}>
          {slides.map((slide) => (
            <CarouselSlideItem
              key={slide.key}
              as={Slide}
              slide={slide}
              className={`carousel__slide${splideClass('splide__slide')}`}
            />
          ))}
        </List>
      </div>
    </div>
  )
}

/** One slide: its content, or, when the browser keeps the slide's markup from the server, that markup. */
function CarouselSlideItem({
  as: Element,
  slide,
  className,
}: {
  as: 'li' | 'div'
  slide: CarouselSlide
  className: string
}) {
  const keptAttribute = slide.kept ? { [KEPT_HTML_ATTRIBUTE]: slide.key } : {}
  if (slide.content === null) return <KeptSlide as={Element} slideKey={slide.key} className={className} />
  return (
    <Element className={className} {...keptAttribute}>
      {slide.content}
    </Element>
  )
}

function KeptSlide({ as: Element, slideKey, className }: { as: 'li' | 'div'; slideKey: string; className: string }) {
  const html = useKeptHtml(slideKey)
  return (
    <Element
      className={className}
      {...{ [KEPT_HTML_ATTRIBUTE]: slideKey }}
      dangerouslySetInnerHTML={html}
      suppressHydrationWarning
    />
  )
}
