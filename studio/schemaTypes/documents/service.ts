import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * A service. The `sync` block is written by the nightly sync from the client management system and is
 * read-only here; editors own the fields around it (thumbnail, taxonomy, fee flags, special group, hidden).
 */
export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  groups: [
    { name: 'editorial', title: 'Editorial', default: true },
    { name: 'sync', title: 'Synced' },
  ],
  fields: [
    defineField({ name: 'thumbnail', title: 'Thumbnail', type: 'imageWithAlt', group: 'editorial' }),
    defineField({ name: 'category', title: 'Category', type: 'reference', to: [{ type: 'category' }], group: 'editorial', validation: (rule) => rule.required() }),
    defineField({ name: 'audience', title: 'Audiences', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'audience' }] })], group: 'editorial' }),
    defineField({ name: 'support', title: 'Supports', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'support' }] })], group: 'editorial' }),
    defineField({ name: 'expertise', title: 'Expertise', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'expertise' }] })], group: 'editorial' }),
    defineField({ name: 'noFee', title: 'No fee', type: 'boolean', initialValue: false, group: 'editorial' }),
    defineField({ name: 'isSpecialGroup', title: 'For a special group', type: 'boolean', initialValue: false, group: 'editorial' }),
    defineField({ name: 'specialGroup', title: 'Special group', type: 'string', group: 'editorial', hidden: ({ document }) => !document?.isSpecialGroup }),
    defineField({ name: 'hidden', title: 'Hide from the website', type: 'boolean', initialValue: false, group: 'editorial' }),
    defineField({
      name: 'sync',
      title: 'Synced details',
      type: 'object',
      group: 'sync',
      readOnly: true,
      fields: [
        defineField({ name: 'id', title: 'Source id', type: 'string' }),
        defineField({ name: 'title', title: 'Title', type: 'string' }),
        defineField({ name: 'aliases', title: 'Also known as', type: 'array', of: [defineArrayMember({ type: 'string' })] }),
        defineField({ name: 'slug', title: 'Slug', type: 'slug' }),
        defineField({ name: 'status', title: 'Status', type: 'string', options: { list: ['Active', 'Inactive'] } }),
        defineField({ name: 'deleted', title: 'Deleted in the source', type: 'boolean' }),
        defineField({ name: 'fee', title: 'Fee', type: 'string' }),
        defineField({ name: 'serviceLocation', title: 'How it is delivered', type: 'array', of: [defineArrayMember({ type: 'string' })] }),
        defineField({ name: 'shortServiceDescription', title: 'Short description', type: 'text', rows: 2 }),
        defineField({ name: 'longServiceDescription', title: 'Long description', type: 'text', rows: 8 }),
        defineField({ name: 'culturalGroup', title: 'Cultural group', type: 'string' }),
        defineField({ name: 'culturalGroupDetail', title: 'Cultural group detail', type: 'string' }),
        defineField({ name: 'ndis', title: 'NDIS registered', type: 'boolean' }),
        defineField({ name: 'suburb', title: 'Suburb', type: 'string' }),
        defineField({ name: 'region', title: 'Region', type: 'string' }),
        defineField({ name: 'state', title: 'State or territory', type: 'string' }),
        defineField({ name: 'ageStart', title: 'Youngest age', type: 'number' }),
        defineField({ name: 'ageEnd', title: 'Oldest age', type: 'number' }),
        defineField({ name: 'atsiAgeStart', title: 'Youngest age, Aboriginal and Torres Strait Islander people', type: 'number' }),
        defineField({ name: 'atsiAgeEnd', title: 'Oldest age, Aboriginal and Torres Strait Islander people', type: 'number' }),
        defineField({ name: 'servicesProvided', title: 'Services provided', type: 'array', of: [defineArrayMember({ type: 'string' })] }),
        defineField({ name: 'phone', title: 'Intake phone', type: 'string' }),
        defineField({ name: 'email', title: 'Intake email', type: 'string' }),
        defineField({ name: 'locations', title: 'Offered at', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'location' }] })] }),
        defineField({ name: 'updatedAt', title: 'Last synced', type: 'datetime' }),
      ],
    }),
  ],
  orderings: [{ title: 'Title', name: 'titleAsc', by: [{ field: 'sync.title', direction: 'asc' }] }],
  preview: { select: { title: 'sync.title', subtitle: 'sync.suburb', media: 'thumbnail' } },
})
