import { ref } from './documents'
import type { BlockContent, ImageValue, Link, Section } from './types'

/** Page-builder sections, one builder per section type in studio/schemaTypes/sections. */

type Anchored = { anchorId?: string; heading?: string }

export const hero = (fields: { heading: string; text?: string; image?: ImageValue; buttons?: Link[] }): Section => ({
  _type: 'heroSection',
  ...fields,
})

/** `language`: a BCP 47 code for a section that is not in English (it gets `lang`, and `dir` for a right-to-left language). */
export const richTextSection = (fields: Anchored & { body: BlockContent; language?: string }): Section => ({
  _type: 'richTextSection',
  ...fields,
})

type Card = { title: string; text?: string; image?: ImageValue; link: Link }
export const cardGrid = (fields: Anchored & { intro?: string; cards: Card[] }): Section => ({
  _type: 'cardGridSection',
  ...fields,
  cards: fields.cards.map((card) => ({ _type: 'card', ...card })),
})

export const imageWithText = (
  fields: Anchored & { body?: BlockContent; image: ImageValue; imagePosition: 'start' | 'end'; button?: Link },
): Section => ({
  _type: 'imageWithTextSection',
  ...fields,
})

type Slide = { title: string; text?: string; image?: ImageValue; link?: Link }
export const carousel = (fields: Anchored & { slides: Slide[] }): Section => ({
  _type: 'carouselSection',
  ...fields,
  slides: fields.slides.map((slide) => ({ _type: 'slide', ...slide })),
})

export const faqSection = (
  fields: Anchored & { items: Array<{ question: string; answer: BlockContent }> },
): Section => ({
  _type: 'faqSection',
  ...fields,
  items: fields.items.map((item) => ({ _type: 'faq', ...item })),
})

export const callToAction = (fields: {
  anchorId?: string
  heading: string
  text?: string
  buttons: Link[]
}): Section => ({ _type: 'callToActionSection', ...fields })

export const contactSection = (
  fields: Anchored & { showCommunicationMethods: boolean; showNeedAHand: boolean },
): Section => ({ _type: 'contactSection', ...fields })

type ServiceSource =
  | { source: 'selected'; services: string[] }
  | { source: 'category'; category: string }
  | { source: 'audience'; audience: string }
export const serviceList = (fields: Anchored & { intro?: string; limit: number } & ServiceSource): Section => {
  const { limit, ...rest } = fields
  if (rest.source === 'selected')
    return { _type: 'serviceListSection', ...rest, services: rest.services.map(ref), limit }
  if (rest.source === 'category') return { _type: 'serviceListSection', ...rest, category: ref(rest.category), limit }
  return { _type: 'serviceListSection', ...rest, audience: ref(rest.audience), limit }
}
