import { defineField, defineType } from 'sanity'

/**
 * An office or site. Like services, the `sync` block comes from the nightly sync and is read-only;
 * editors keep the photo, visibility and the structured opening hours.
 */
export const location = defineType({
  name: 'location',
  title: 'Location',
  type: 'document',
  fields: [
    defineField({ name: 'image', title: 'Photo', type: 'imageWithAlt' }),
    defineField({ name: 'hidden', title: 'Hide from the website', type: 'boolean', initialValue: false }),
    defineField({ name: 'hours', title: 'Opening hours', type: 'openingHours' }),
    defineField({
      name: 'reviewedOn',
      title: 'Reviewed on',
      description:
        "The day you last checked this location's details (phone number, address, opening hours) with the site. Its page says 'Details checked on' this day or the last sync's, whichever is later.",
      type: 'date',
    }),
    defineField({
      name: 'sync',
      title: 'Synced details',
      type: 'object',
      readOnly: true,
      fields: [
        defineField({ name: 'id', title: 'Source id', type: 'string' }),
        defineField({ name: 'title', title: 'Title', type: 'string' }),
        defineField({ name: 'slug', title: 'Slug', type: 'slug' }),
        defineField({ name: 'status', title: 'Status', type: 'string', options: { list: ['Active', 'Inactive'] } }),
        defineField({ name: 'deleted', title: 'Deleted in the source', type: 'boolean' }),
        defineField({ name: 'siteAddress', title: 'Street address', type: 'string' }),
        defineField({ name: 'suburb', title: 'Suburb', type: 'string' }),
        defineField({ name: 'postcode', title: 'Postcode', type: 'string' }),
        defineField({ name: 'lga', title: 'Local government area', type: 'string' }),
        defineField({ name: 'state', title: 'State or territory', type: 'string' }),
        defineField({ name: 'disabilityAccess', title: 'Disability access', type: 'string' }),
        defineField({ name: 'phone', title: 'Phone', type: 'string' }),
        defineField({
          name: 'openingHours',
          title: 'Opening hours as text (shown only while the opening hours above are not set)',
          type: 'string',
        }),
        defineField({ name: 'latitude', title: 'Latitude', type: 'number' }),
        defineField({ name: 'longitude', title: 'Longitude', type: 'number' }),
        defineField({ name: 'updatedAt', title: 'Last synced', type: 'datetime' }),
      ],
    }),
  ],
  orderings: [{ title: 'Title', name: 'titleAsc', by: [{ field: 'sync.title', direction: 'asc' }] }],
  preview: { select: { title: 'sync.title', subtitle: 'sync.suburb', media: 'image' } },
})
