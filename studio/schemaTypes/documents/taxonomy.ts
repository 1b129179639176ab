import { defineArrayMember, defineField, defineType } from 'sanity'

const label = defineField({
  name: 'label',
  title: 'Label',
  type: 'string',
  validation: (rule) => rule.required().max(60),
})
const slug = defineField({
  name: 'slug',
  title: 'Slug',
  type: 'slug',
  options: { source: 'label' },
  validation: (rule) => rule.required(),
})
const description = defineField({ name: 'description', title: 'Description', type: 'text', rows: 3 })
/** The crisis kinds a support may answer (app/search/understanding/crisis-kinds.ts has them all). */
const SUPPORT_CRISIS_KINDS = [
  { title: 'Suicide or self-harm', value: 'suicide' },
  { title: 'Family, domestic or sexual violence', value: 'violence' },
  { title: 'Nowhere to sleep tonight', value: 'homeless' },
]
const hexColor = (value: string | undefined) =>
  !value || /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Use a hex colour like #1d4e89'

export const category = defineType({
  name: 'category',
  title: 'Service category',
  type: 'document',
  fields: [
    label,
    slug,
    description,
    defineField({ name: 'landingIllustration', title: 'Landing illustration', type: 'imageWithAlt' }),
    defineField({
      name: 'colorPrimary',
      title: 'Primary colour',
      type: 'string',
      validation: (rule) => rule.required().custom(hexColor),
    }),
    defineField({
      name: 'colorSecondary',
      title: 'Secondary colour',
      type: 'string',
      validation: (rule) => rule.required().custom(hexColor),
    }),
    defineField({
      name: 'whiteNavbar',
      title: 'White navigation bar on this category',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: { select: { title: 'label', media: 'landingIllustration' } },
})

export const support = defineType({
  name: 'support',
  title: 'Support',
  type: 'document',
  fields: [
    label,
    slug,
    description,
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'category' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phrasings',
      title: 'How people describe this',
      description:
        "The ways people ask for this support in their own words, one a line: 'my mum keeps forgetting to eat', 'behind on the rent', 'he checks my phone'. The site search learns from them which support a visitor's words ask for, so write what people say, not the service's name. Fifteen or more, as varied as you can: relatives, symptoms, situations, everyday words.",
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().min(2).max(200) })],
      validation: (rule) =>
        rule.unique().min(5).warning('Fifteen or more phrasings help the search recognise this support.'),
    }),
    defineField({
      name: 'crisis',
      title: 'Crisis this support answers',
      description:
        "When a visitor's words point to this support, the crisis lines for this kind of crisis (Site settings → Crisis lines) are shown above every result. For 'Nowhere to sleep tonight', this support's services are listed first too.",
      type: 'string',
      options: { list: SUPPORT_CRISIS_KINDS, layout: 'radio' },
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'category.label' } },
})

export const audience = defineType({
  name: 'audience',
  title: 'Audience',
  type: 'document',
  fields: [
    label,
    slug,
    description,
    defineField({ name: 'illustration', title: 'Illustration', type: 'imageWithAlt' }),
    defineField({
      name: 'orderRank',
      title: 'Order',
      description: 'Sort key set by dragging in the list.',
      type: 'string',
      hidden: true,
    }),
  ],
  preview: { select: { title: 'label', media: 'illustration' } },
})

export const expertise = defineType({
  name: 'expertise',
  title: 'Expertise',
  type: 'document',
  fields: [
    label,
    slug,
    description,
    defineField({
      name: 'patterns',
      title: 'Matching words',
      description:
        'A service belongs to this expertise when its title, other names or services provided contain one of these words or phrases.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
  ],
  preview: { select: { title: 'label' } },
})
