import { defineArrayMember, defineField, defineType } from 'sanity'

/** Singletons that give a fixed listing page its words and SEO. */
const listingPage = (name: string, title: string, extra: ReturnType<typeof defineField>[] = []) =>
  defineType({
    name,
    title,
    type: 'document',
    fields: [
      defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
      defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 3 }),
      ...extra,
      defineField({ name: 'seo', type: 'seo' }),
    ],
    preview: { prepare: () => ({ title }) },
  })

export const home = listingPage('home', 'Home page', [defineField({ name: 'sections', type: 'pageSections' })])
export const locationsSettings = listingPage('locationsSettings', 'Locations page')
export const servicesFilter = listingPage('servicesFilter', 'Service finder page')
export const articlesSettings = listingPage('articlesSettings', 'Articles page', [
  defineField({
    name: 'perPage',
    title: 'Articles a page',
    type: 'number',
    initialValue: 9,
    validation: (rule) => rule.min(3).max(30).integer(),
  }),
])
export const careersSettings = listingPage('careersSettings', 'Open roles page')
export const searchSettings = listingPage('searchSettings', 'Search page', [
  defineField({
    name: 'popularServices',
    title: 'Popular services',
    description: 'Offered when a search finds nothing.',
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
  }),
])
