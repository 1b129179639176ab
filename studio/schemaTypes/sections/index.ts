import { defineArrayMember, defineField, defineType, type PreviewValue } from 'sanity'

/**
 * Page-builder sections shared by content pages, campaigns and the home page.
 * Each section is an object type; `pageSections` is the array editors fill.
 */
/** What a section's preview selects: its heading, which an editor may have left empty. */
type Heading = { title?: string }

const heading = defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.max(120) })
const anchor = defineField({
  name: 'anchorId',
  title: 'Anchor id',
  description: 'Lets a link jump straight to this section, for example "eligibility".',
  type: 'string',
  validation: (rule) => rule.regex(/^[a-z0-9-]+$/, { name: 'lowercase words joined by hyphens' }),
})

export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({ ...heading, validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.max(2),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }: Heading) => ({ title, subtitle: 'Hero' }) },
})

export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Rich text',
  type: 'object',
  fields: [
    anchor,
    heading,
    defineField({ name: 'body', title: 'Body', type: 'blockContent', validation: (rule) => rule.required() }),
    defineField({
      name: 'language',
      title: 'Language',
      description:
        'Only when this section is not in English: its language code, for example "ar" (Arabic), "zh-Hans" (Simplified Chinese) or "vi" (Vietnamese). Screen readers then read it in that language, and right-to-left languages are shown right to left.',
      type: 'string',
      validation: (rule) => rule.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { name: 'language code' }),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: Heading) => ({ title: title ?? 'Text', subtitle: 'Rich text' }),
  },
})

export const cardGridSection = defineType({
  name: 'cardGridSection',
  title: 'Cards or links grid',
  type: 'object',
  fields: [
    anchor,
    heading,
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2 }),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      validation: (rule) => rule.min(1).max(12),
      of: [
        defineArrayMember({
          name: 'card',
          type: 'object',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'text', type: 'text', rows: 3 }),
            defineField({ name: 'image', type: 'imageWithAlt' }),
            defineField({ name: 'link', type: 'link', validation: (rule) => rule.required() }),
          ],
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: Heading) => ({ title: title ?? 'Cards', subtitle: 'Cards grid' }),
  },
})

export const imageWithTextSection = defineType({
  name: 'imageWithTextSection',
  title: 'Image with text',
  type: 'object',
  fields: [
    anchor,
    heading,
    defineField({ name: 'body', title: 'Body', type: 'blockContent' }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt', validation: (rule) => rule.required() }),
    defineField({
      name: 'imagePosition',
      title: 'Image position',
      type: 'string',
      initialValue: 'start',
      options: {
        list: [
          { title: 'Before the text', value: 'start' },
          { title: 'After the text', value: 'end' },
        ],
        layout: 'radio',
      },
    }),
    defineField({ name: 'button', title: 'Button', type: 'link' }),
  ],
  preview: {
    select: { title: 'heading', media: 'image' },
    prepare: ({ title, media }: Heading & Pick<PreviewValue, 'media'>) => ({
      title,
      media,
      subtitle: 'Image with text',
    }),
  },
})

export const carouselSection = defineType({
  name: 'carouselSection',
  title: 'Carousel',
  type: 'object',
  fields: [
    anchor,
    heading,
    defineField({
      name: 'slides',
      title: 'Slides',
      type: 'array',
      validation: (rule) => rule.min(2).max(8),
      of: [
        defineArrayMember({
          name: 'slide',
          type: 'object',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'text', type: 'text', rows: 3 }),
            defineField({ name: 'image', type: 'imageWithAlt' }),
            defineField({ name: 'link', type: 'link' }),
          ],
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: Heading) => ({ title: title ?? 'Carousel', subtitle: 'Carousel' }),
  },
})

export const faqSection = defineType({
  name: 'faqSection',
  title: 'Questions and answers',
  type: 'object',
  fields: [
    anchor,
    heading,
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      validation: (rule) => rule.min(1),
      of: [
        defineArrayMember({
          name: 'faq',
          type: 'object',
          fields: [
            defineField({ name: 'question', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'answer', type: 'blockContent', validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: 'question' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: Heading) => ({ title: title ?? 'Questions', subtitle: 'FAQ' }),
  },
})

export const callToActionSection = defineType({
  name: 'callToActionSection',
  title: 'Call to action',
  type: 'object',
  fields: [
    anchor,
    defineField({ ...heading, validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.min(1).max(2),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }: Heading) => ({ title, subtitle: 'Call to action' }) },
})

export const contactSection = defineType({
  name: 'contactSection',
  title: 'Contact and need a hand',
  description: 'Shows the contact details and "need a hand" block from the site settings.',
  type: 'object',
  fields: [
    anchor,
    heading,
    defineField({
      name: 'showCommunicationMethods',
      title: 'Show ways to contact us',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({ name: 'showNeedAHand', title: 'Show "need a hand"', type: 'boolean', initialValue: true }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: Heading) => ({ title: title ?? 'Contact', subtitle: 'Contact' }),
  },
})

export const serviceListSection = defineType({
  name: 'serviceListSection',
  title: 'List of services',
  type: 'object',
  fields: [
    anchor,
    heading,
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2 }),
    defineField({
      name: 'source',
      title: 'Which services',
      type: 'string',
      initialValue: 'selected',
      options: {
        list: [
          { title: 'Services I choose', value: 'selected' },
          { title: 'Services in a category', value: 'category' },
          { title: 'Services for an audience', value: 'audience' },
        ],
        layout: 'radio',
      },
    }),
    defineField({
      name: 'services',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      hidden: ({ parent }: { parent?: { source?: string } }) => parent?.source !== 'selected',
    }),
    defineField({
      name: 'category',
      type: 'reference',
      to: [{ type: 'category' }],
      hidden: ({ parent }: { parent?: { source?: string } }) => parent?.source !== 'category',
    }),
    defineField({
      name: 'audience',
      type: 'reference',
      to: [{ type: 'audience' }],
      hidden: ({ parent }: { parent?: { source?: string } }) => parent?.source !== 'audience',
    }),
    defineField({
      name: 'limit',
      title: 'At most',
      type: 'number',
      initialValue: 6,
      validation: (rule) => rule.min(1).max(24).integer(),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: Heading) => ({ title: title ?? 'Services', subtitle: 'List of services' }),
  },
})

export const pageSections = defineType({
  name: 'pageSections',
  title: 'Sections',
  type: 'array',
  of: [
    defineArrayMember({ type: 'heroSection' }),
    defineArrayMember({ type: 'richTextSection' }),
    defineArrayMember({ type: 'cardGridSection' }),
    defineArrayMember({ type: 'imageWithTextSection' }),
    defineArrayMember({ type: 'carouselSection' }),
    defineArrayMember({ type: 'faqSection' }),
    defineArrayMember({ type: 'callToActionSection' }),
    defineArrayMember({ type: 'contactSection' }),
    defineArrayMember({ type: 'serviceListSection' }),
  ],
})

export const sectionTypes = [
  heroSection,
  richTextSection,
  cardGridSection,
  imageWithTextSection,
  carouselSection,
  faqSection,
  callToActionSection,
  contactSection,
  serviceListSection,
  pageSections,
]
