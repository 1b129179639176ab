import { defineField, defineType } from 'sanity'

/** An image with its alternative text. When alt is empty the asset's own alt text is used. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      description:
        'What the image shows, for people who cannot see it. Leave empty to use the text stored with the image.',
      type: 'string',
      validation: (rule) => rule.max(250),
    }),
  ],
})
