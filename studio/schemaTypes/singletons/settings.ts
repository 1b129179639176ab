import { defineArrayMember, defineField, defineType } from 'sanity'

const icon = defineField({
  name: 'icon',
  title: 'Icon',
  type: 'string',
  options: {
    list: [
      'phone',
      'email',
      'chat',
      'sms',
      'translate',
      'accessibility',
      'mapPin',
      'doctor',
      'insuranceCard',
      'wheelchair',
      'search',
      'calendar',
      'heart',
    ],
  },
})
/** A phone number people can dial: digits and spaces, as it is said ('13 11 14', '1800 737 732'). */
const phoneNumber = (value: string | undefined) =>
  !value || /^\+?[0-9][0-9 ]{1,18}[0-9]$/.test(value)
    ? true
    : "Write the number with digits and spaces only, like '13 11 14'"
/** What a crisis line can answer (app/search/understanding/crisis-kinds.ts). */
const CRISIS_LINE_ANSWERS = [
  { title: 'In danger now', value: 'danger' },
  { title: 'Suicide or self-harm', value: 'suicide' },
  { title: 'Family, domestic or sexual violence', value: 'violence' },
  { title: 'A child or young person at risk', value: 'child' },
  { title: 'Nowhere to sleep tonight', value: 'homeless' },
  { title: 'Beside the others, for Aboriginal and Torres Strait Islander people', value: 'atsi' },
]
const links = (name: string, title: string) =>
  defineField({ name, title, type: 'array', of: [defineArrayMember({ type: 'link' })] })
const feature = defineField({
  name: 'feature',
  title: 'Feature',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({ name: 'text', type: 'text', rows: 2 }),
    defineField({ name: 'illustration', type: 'imageWithAlt' }),
    defineField({ name: 'button', type: 'link' }),
  ],
})

/** Site-wide settings: navigation, contact, footer, safe exit and default SEO. */
export const settings = defineType({
  name: 'settings',
  title: 'Site settings',
  type: 'document',
  groups: [
    { name: 'navigation', title: 'Navigation', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'footer', title: 'Footer' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Site title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'navigation',
      title: 'Main navigation',
      type: 'array',
      group: 'navigation',
      of: [
        defineArrayMember({
          name: 'navigationItem',
          type: 'object',
          fields: [
            defineField({ name: 'link', type: 'link', validation: (rule) => rule.required() }),
            defineField({
              name: 'lists',
              title: 'Menu lists',
              type: 'array',
              of: [
                defineArrayMember({
                  name: 'navigationList',
                  type: 'object',
                  fields: [
                    defineField({ name: 'title', type: 'string' }),
                    links('primaryLinks', 'Primary links'),
                    links('secondaryLinks', 'Secondary links'),
                  ],
                }),
              ],
            }),
            feature,
          ],
          preview: { select: { title: 'link.title' } },
        }),
      ],
    }),
    defineField({
      name: 'navigationServices',
      title: 'Services menu',
      type: 'object',
      group: 'navigation',
      fields: [
        defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
        links('links', 'Links'),
        defineField({
          name: 'serviceFinder',
          title: 'Service finder',
          type: 'object',
          fields: [
            defineField({ name: 'title', type: 'string' }),
            defineField({ name: 'description', type: 'text', rows: 2 }),
            defineField({ name: 'button', type: 'link' }),
          ],
        }),
        feature,
      ],
    }),
    defineField({
      name: 'mobileQuickLinks',
      title: 'Mobile quick links',
      type: 'array',
      group: 'navigation',
      validation: (rule) => rule.max(4),
      of: [
        defineArrayMember({
          name: 'quickLink',
          type: 'object',
          fields: [defineField({ name: 'link', type: 'link' }), icon],
          preview: { select: { title: 'link.title' } },
        }),
      ],
    }),
    defineField({
      name: 'contact',
      title: 'Contact',
      type: 'object',
      group: 'contact',
      fields: [
        defineField({
          name: 'phone',
          title: 'Main phone number',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({ name: 'phoneDescription', title: 'Phone description', type: 'string' }),
        defineField({
          name: 'communicationMethods',
          title: 'Ways to contact us',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'communicationMethod',
              type: 'object',
              fields: [
                defineField({ name: 'title', type: 'string' }),
                defineField({ name: 'description', type: 'text', rows: 2 }),
                defineField({ name: 'link', type: 'link' }),
                icon,
              ],
            }),
          ],
        }),
        defineField({
          name: 'needAHand',
          title: 'Need a hand',
          type: 'object',
          fields: [
            defineField({ name: 'title', type: 'string' }),
            defineField({ name: 'phoneAvailability', title: 'When the phone is answered', type: 'string' }),
            defineField({ name: 'description', type: 'text', rows: 3 }),
            links('buttons', 'Buttons'),
          ],
        }),
      ],
    }),
    defineField({
      name: 'safeExit',
      title: 'Safe exit',
      type: 'object',
      group: 'contact',
      fields: [
        defineField({
          name: 'exitUrl',
          title: 'Page the exit button opens',
          type: 'url',
          validation: (rule) => rule.required().uri({ scheme: ['https'] }),
        }),
        defineField({ name: 'browsingSafely', title: 'Browsing safely page', type: 'link' }),
      ],
    }),
    defineField({ name: 'languageHelp', title: 'Help in other languages', type: 'link', group: 'contact' }),
    defineField({
      name: 'languageHelpLine',
      title: 'Interpreter line',
      description:
        'Shown first, with the language help page, when a visitor searches in another language: the free interpreting service and its number.',
      type: 'object',
      group: 'contact',
      fields: [
        defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
        defineField({
          name: 'number',
          title: 'Phone number',
          type: 'string',
          validation: (rule) => rule.required().custom(phoneNumber),
        }),
        defineField({ name: 'description', title: 'What it is for', type: 'text', rows: 2 }),
      ],
    }),
    defineField({
      name: 'problemReportsEmail',
      title: 'Send problem reports to',
      description:
        "The content team's address: each report a visitor sends with 'Tell us something is wrong' on a service or location page is emailed here. Without one, reports go to the first email address under Contact; staff can always list them with the staff tool.",
      type: 'email',
      group: 'contact',
    }),
    defineField({
      name: 'crisisLines',
      title: 'Crisis lines',
      description:
        "Shown above every search result when a visitor's words signal danger or a crisis, in this order, with a button to call. Tick the crises each line answers.",
      type: 'array',
      group: 'contact',
      of: [
        defineArrayMember({
          name: 'crisisLine',
          type: 'object',
          fields: [
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({
              name: 'number',
              title: 'Phone number',
              type: 'string',
              validation: (rule) => rule.required().custom(phoneNumber),
            }),
            defineField({
              name: 'description',
              title: 'What it is for',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.max(200),
            }),
            defineField({
              name: 'answers',
              title: 'Shown for',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              options: { list: CRISIS_LINE_ANSWERS },
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'number' } },
        }),
      ],
    }),
    defineField({
      name: 'footer',
      title: 'Footer',
      type: 'object',
      group: 'footer',
      fields: [
        defineField({ name: 'acknowledgement', title: 'Acknowledgement of Country', type: 'text', rows: 3 }),
        links('links', 'Links'),
        links('legalLinks', 'Legal links'),
      ],
    }),
    defineField({ name: 'seo', title: 'Default SEO', type: 'seo', group: 'seo' }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
