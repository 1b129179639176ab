import { defineField, defineType } from 'sanity'

export const seo = defineType({
  name: 'seo',
  title: 'Search engines and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.max(70) }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(200),
    }),
    defineField({ name: 'image', title: 'Sharing image (shown at 1200 × 630)', type: 'imageWithAlt' }),
    defineField({ name: 'noIndex', title: 'Hide from search engines', type: 'boolean', initialValue: false }),
  ],
})
