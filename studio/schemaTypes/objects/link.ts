import { defineField, defineType } from 'sanity'

/** A link field's parent: the link, whose kind an editor chooses. */
type LinkField = { parent?: { type?: string } }

/** Every document type a link can point to inside the site (see app/content/links.ts). */
export const linkableTypes = [
  'home',
  'page',
  'service',
  'location',
  'servicesSettings',
  'locationsSettings',
  'servicesFilter',
  'audience',
  'category',
  'support',
  'expertise',
  'policy',
  'articlesSettings',
  'article',
  'careersSettings',
  'openRole',
  'searchSettings',
  'campaign',
  'booking',
] as const

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Link text', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'type',
      title: 'Link type',
      type: 'string',
      initialValue: 'internal',
      options: {
        list: [
          { title: 'A page on this site', value: 'internal' },
          { title: 'Another website', value: 'external' },
          { title: 'A file to download', value: 'file' },
          { title: 'An email address', value: 'email' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'internal',
      title: 'Page',
      type: 'reference',
      to: linkableTypes.map((type) => ({ type })),
      hidden: ({ parent }: LinkField) => parent?.type !== 'internal',
    }),
    defineField({
      name: 'articlesCategory',
      title: 'Articles category',
      description: 'Only for a link to the articles list: opens the list filtered to this category.',
      type: 'reference',
      to: [{ type: 'articleCategory' }],
      hidden: ({ parent }: LinkField) => parent?.type !== 'internal',
    }),
    defineField({
      name: 'external',
      title: 'Web address',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['http', 'https', 'tel'] }),
      hidden: ({ parent }: LinkField) => parent?.type !== 'external',
    }),
    defineField({
      name: 'file',
      title: 'File',
      type: 'file',
      hidden: ({ parent }: LinkField) => parent?.type !== 'file',
    }),
    defineField({
      name: 'email',
      title: 'Email address',
      type: 'string',
      validation: (rule) => rule.email(),
      hidden: ({ parent }: LinkField) => parent?.type !== 'email',
    }),
    defineField({
      name: 'anchor',
      title: 'Jump to section (id)',
      type: 'string',
      hidden: ({ parent }: LinkField) => parent?.type !== 'internal',
    }),
    defineField({
      name: 'query',
      title: 'Query string',
      description: 'For example "category=home-support". Without the "?".',
      type: 'string',
      hidden: ({ parent }: LinkField) => parent?.type !== 'internal',
    }),
    defineField({ name: 'newWindow', title: 'Open in a new window', type: 'boolean', initialValue: false }),
  ],
  preview: { select: { title: 'title', subtitle: 'type' } },
})
