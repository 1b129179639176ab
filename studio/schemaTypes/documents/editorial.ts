import { defineArrayMember, defineField, defineType } from 'sanity'

const title = defineField({
  name: 'title',
  title: 'Title',
  type: 'string',
  validation: (rule) => rule.required().max(120),
})
const slug = defineField({
  name: 'slug',
  title: 'Slug',
  type: 'slug',
  options: { source: 'title', maxLength: 96 },
  validation: (rule) => rule.required(),
})
const summary = defineField({
  name: 'summary',
  title: 'Summary',
  description: 'One or two sentences shown on cards and in search results.',
  type: 'text',
  rows: 3,
  validation: (rule) => rule.max(300),
})
const seo = defineField({ name: 'seo', title: 'Search engines and sharing', type: 'seo' })

export const articleCategory = defineType({
  name: 'articleCategory',
  title: 'Article category',
  type: 'document',
  fields: [title, slug, defineField({ name: 'description', type: 'text', rows: 2 })],
})

export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  fields: [
    title,
    slug,
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'articleCategory' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'object',
      fields: [
        defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'role', type: 'string' }),
      ],
    }),
    defineField({ name: 'publishedAt', title: 'Published', type: 'datetime', validation: (rule) => rule.required() }),
    summary,
    defineField({ name: 'mainImage', title: 'Main image', type: 'imageWithAlt' }),
    defineField({ name: 'body', title: 'Body', type: 'blockContent', validation: (rule) => rule.required() }),
    defineField({
      name: 'related',
      title: 'Related articles',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'article' }] })],
      validation: (rule) => rule.max(3).unique(),
    }),
    seo,
  ],
  orderings: [{ title: 'Newest first', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: { select: { title: 'title', subtitle: 'category.title', media: 'mainImage' } },
})

export const campaign = defineType({
  name: 'campaign',
  title: 'Campaign',
  type: 'document',
  fields: [title, slug, summary, defineField({ name: 'sections', title: 'Sections', type: 'pageSections' }), seo],
})

export const openRole = defineType({
  name: 'openRole',
  title: 'Open role',
  type: 'document',
  fields: [
    title,
    slug,
    summary,
    defineField({ name: 'location', title: 'Where', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'employmentType',
      title: 'Employment type',
      type: 'string',
      options: { list: ['Full time', 'Part time', 'Casual', 'Fixed term contract'] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'hours', title: 'Hours', type: 'string' }),
    defineField({ name: 'salary', title: 'Pay', type: 'string' }),
    defineField({
      name: 'closingDate',
      title: 'Applications close',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'About the role',
      type: 'blockContent',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'howToApply',
      title: 'How to apply',
      type: 'blockContent',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'applyLink', title: 'Apply button', type: 'link' }),
    seo,
  ],
  orderings: [{ title: 'Closing soonest', name: 'closingAsc', by: [{ field: 'closingDate', direction: 'asc' }] }],
})

export const policy = defineType({
  name: 'policy',
  title: 'Policy or statement',
  type: 'document',
  fields: [
    title,
    slug,
    summary,
    defineField({ name: 'body', title: 'Body', type: 'blockContent', validation: (rule) => rule.required() }),
    defineField({ name: 'file', title: 'Downloadable copy', type: 'file', options: { accept: '.pdf,.docx' } }),
    defineField({ name: 'lastReviewed', title: 'Last reviewed', type: 'date', validation: (rule) => rule.required() }),
    seo,
  ],
})

export const page = defineType({
  name: 'page',
  title: 'Content page',
  type: 'document',
  fields: [
    title,
    slug,
    defineField({
      name: 'parent',
      title: 'Parent page',
      description: 'Nests this page under another: its address becomes /parent/…/this-page.',
      type: 'reference',
      to: [{ type: 'page' }],
    }),
    summary,
    defineField({ name: 'sections', title: 'Sections', type: 'pageSections' }),
    seo,
  ],
  preview: {
    select: { title: 'title', parent: 'parent.title' },
    prepare: ({ title, parent }: { title?: string; parent?: string }) => ({
      title,
      subtitle: parent ? `in ${parent}` : undefined,
    }),
  },
})

export const booking = defineType({
  name: 'booking',
  title: 'Booking page',
  type: 'document',
  fields: [
    title,
    slug,
    defineField({
      name: 'service',
      title: 'Service booked',
      type: 'reference',
      to: [{ type: 'service' }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'intro', title: 'Introduction', type: 'blockContent' }),
    defineField({
      name: 'askFor',
      title: 'Details to ask for',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: {
        list: [
          { title: 'Preferred days and times', value: 'availability' },
          { title: 'Where the support happens', value: 'where' },
          { title: 'Interpreter', value: 'interpreter' },
          { title: 'Accessibility needs', value: 'accessibility' },
          { title: 'NDIS participant', value: 'ndis' },
        ],
      },
    }),
    defineField({ name: 'confirmation', title: 'Confirmation text', type: 'blockContent' }),
    defineField({
      name: 'notifyEmail',
      title: 'Send requests to',
      type: 'string',
      validation: (rule) => rule.required().email(),
    }),
    seo,
  ],
})

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'from',
      title: 'Old path',
      description: 'The path people may still visit, starting with "/", for example /service/home-care.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\/[^\s?#]*$/, { name: 'path starting with /' }),
    }),
    defineField({ name: 'to', title: 'Send visitors to', type: 'link', validation: (rule) => rule.required() }),
    defineField({ name: 'permanent', title: 'Permanent (301)', type: 'boolean', initialValue: true }),
  ],
  preview: { select: { title: 'from', subtitle: 'to.title' } },
})
