import type { EventMap, Options } from '@splidejs/splide'

/** SPEC 9: the carousel's behaviour, in Splide's options. */
export const CAROUSEL_OPTIONS = {
  type: 'slide',
  // Autoplay goes back to the first slide after the last instead of stopping there.
  rewind: true,
  speed: 400,
  autoplay: true,
  interval: 5000,
  perPage: 1,
  pauseOnHover: true,
  pauseOnFocus: true,
  arrows: true,
  pagination: true,
  drag: true,
  keyboard: 'focused',
  // Visitors who ask for less motion get no autoplay and no sliding; they can still move slides themselves.
  reducedMotion: { speed: 0, rewindSpeed: 0, autoplay: 'pause' },
  i18n: {
    slideLabel: '%s of %s',
    play: 'Play slideshow',
    pause: 'Pause slideshow',
    prev: 'Previous slide',
    next: 'Next slide',
    first: 'Go to first slide',
    last: 'Go to last slide',
    slideX: 'Go to slide %s',
    pageX: 'Go to slide %s',
    select: 'Choose a slide to show',
  },
} satisfies Options

/** SPEC 4: the carousel's states. */
export type CarouselState = 'created' | 'mounted' | 'idle' | 'moving' | 'scrolling' | 'dragging' | 'destroyed'

/** The state each Splide event leaves the carousel in ('created' is the state before any event). */
export const STATE_AFTER_EVENT = {
  mounted: 'mounted',
  ready: 'idle',
  move: 'moving',
  moved: 'idle',
  scroll: 'scrolling',
  scrolled: 'idle',
  drag: 'dragging',
  dragged: 'idle',
  destroy: 'destroyed',
} as const satisfies Partial<Record<keyof EventMap, CarouselState>>
