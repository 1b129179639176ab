import { defineArrayMember, defineField, defineType } from 'sanity'

const named = (name: string, title: string, fields: ReturnType<typeof defineField>[]) =>
  defineField({ name, title, type: 'array', of: [defineArrayMember({ type: 'object', fields })] })

/** The /services landing page and the words and lists every service page and the finder share. */
export const servicesSettings = defineType({
  name: 'servicesSettings',
  title: 'Services settings',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
    named('ageGroupNames', 'Age groups', [
      defineField({ name: 'name', type: 'string' }),
      defineField({ name: 'ageStart', type: 'number' }),
      defineField({ name: 'ageEnd', type: 'number' }),
    ]),
    named('culturalGroupDescriptions', 'Cultural groups', [
      defineField({ name: 'name', description: 'The value used by the sync', type: 'string' }),
      defineField({ name: 'title', type: 'string' }),
      defineField({ name: 'description', type: 'text', rows: 3 }),
    ]),
    defineField({ name: 'feeDescription', title: 'What "No fee" means', type: 'text', rows: 3 }),
    named('serviceLocations', 'How services are delivered', [
      defineField({ name: 'value', description: 'The value used by the sync', type: 'string' }),
      defineField({ name: 'label', type: 'string' }),
      defineField({ name: 'description', type: 'string' }),
    ]),
    named('specialGroups', 'Special groups', [
      defineField({ name: 'name', type: 'string' }),
      defineField({ name: 'description', type: 'text', rows: 2 }),
    ]),
    defineField({
      name: 'audiences',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'audience' }] })],
    }),
    defineField({
      name: 'categories',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
    }),
    defineField({
      name: 'expertise',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'expertise' }] })],
    }),
    named('states', 'States and territories', [
      defineField({ name: 'code', type: 'string' }),
      defineField({ name: 'name', type: 'string' }),
    ]),
    defineField({
      name: 'featuredServices',
      title: 'Featured services',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => rule.max(6),
    }),
    defineField({ name: 'seo', type: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Services settings' }) },
})
