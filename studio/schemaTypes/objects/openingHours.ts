import { type ArrayDefinition, defineArrayMember, defineField, defineType } from 'sanity'

/** 24-hour time, from 00:00 to 23:59, or 24:00 for the end of the day. */
const TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Open from one time to a later one the same day (a place open overnight has one interval each day). */
export const openingInterval = defineType({
  name: 'openingInterval',
  title: 'Open',
  type: 'object',
  fields: [
    defineField({
      name: 'opens',
      title: 'Opens (24-hour time, like 09:00)',
      type: 'string',
      validation: (rule) => rule.required().regex(TIME, { name: '24-hour time like 09:00' }),
    }),
    defineField({
      name: 'closes',
      title: 'Closes (24-hour time, like 17:00; 24:00 for midnight)',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(TIME, { name: '24-hour time like 17:00' })
          .custom((closes, context) => {
            const opens = (context.parent as { opens?: string } | undefined)?.opens
            if (!closes || !opens || !TIME.test(opens) || !TIME.test(closes)) return true
            return minutes(closes) > minutes(opens) || 'Closes must be later than opens, the same day'
          }),
    }),
  ],
  preview: {
    select: { opens: 'opens', closes: 'closes' },
    prepare: ({ opens, closes }) => ({ title: `${opens ?? '?'} to ${closes ?? '?'}` }),
  },
})

/** Closed for a while (renovation, a move, the holidays): from one day to another, or until further notice. */
export const temporaryClosure = defineType({
  name: 'temporaryClosure',
  title: 'Temporary closure',
  type: 'object',
  fields: [
    defineField({
      name: 'from',
      title: 'Closed from (first day closed)',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'to',
      title: 'Closed until (last day closed; empty for until further notice)',
      type: 'date',
      validation: (rule) =>
        rule.custom((to, context) => {
          const from = (context.parent as { from?: string } | undefined)?.from
          return !to || !from || to >= from || 'The last day closed cannot be before the first'
        }),
    }),
    defineField({
      name: 'note',
      title: 'Note for visitors (why, and where to go meanwhile)',
      type: 'string',
      validation: (rule) => rule.max(200),
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', note: 'note' },
    prepare: ({ from, to, note }: { from?: string; to?: string; note?: string }) => ({
      title: `Closed ${from ?? '?'} to ${to ?? 'further notice'}`,
      subtitle: note,
    }),
  },
})

/** A list of the times a place is open (openingInterval), as for one day or for the public holidays. */
const intervals = (field: Pick<ArrayDefinition, 'name' | 'title' | 'description' | 'hidden'>) =>
  defineField({ ...field, type: 'array', of: [defineArrayMember({ type: 'openingInterval' })] })

const day = (name: string, title: string) => intervals({ name, title, description: 'Leave empty when closed all day.' })

/**
 * When a place is open: the usual hours of each day (several intervals, as with a lunch break), what
 * happens on the public holidays of its state, temporary closures, and a note for anything else. The
 * site reads it in the place's own time zone (from its state, unless set here).
 */
export const openingHours = defineType({
  name: 'openingHours',
  title: 'Opening hours',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    day('monday', 'Monday'),
    day('tuesday', 'Tuesday'),
    day('wednesday', 'Wednesday'),
    day('thursday', 'Thursday'),
    day('friday', 'Friday'),
    day('saturday', 'Saturday'),
    day('sunday', 'Sunday'),
    defineField({
      name: 'publicHolidays',
      title: 'On public holidays',
      description: 'The public holidays of the state or territory it is in, national ones included.',
      type: 'string',
      initialValue: 'closed',
      options: {
        list: [
          { value: 'closed', title: 'Closed' },
          { value: 'usual', title: 'Open as usual' },
          { value: 'special', title: 'Special hours' },
        ],
        layout: 'radio',
      },
    }),
    intervals({
      name: 'publicHolidayHours',
      title: 'Hours on public holidays',
      hidden: ({ parent }) => (parent as { publicHolidays?: string } | undefined)?.publicHolidays !== 'special',
    }),
    defineField({
      name: 'closures',
      title: 'Temporary closures',
      type: 'array',
      of: [defineArrayMember({ type: 'temporaryClosure' })],
    }),
    defineField({
      name: 'note',
      title: 'Note for exceptions',
      description: 'Anything the hours above cannot say, like "By appointment after 4 pm".',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'timeZone',
      title: 'Time zone',
      description:
        'Leave empty to use the time zone of its state or territory. Set it for places like Broken Hill, on South Australian time.',
      type: 'string',
      options: {
        list: [
          { value: 'Australia/Sydney', title: 'Sydney, Canberra (AEST/AEDT)' },
          { value: 'Australia/Melbourne', title: 'Melbourne (AEST/AEDT)' },
          { value: 'Australia/Hobart', title: 'Hobart (AEST/AEDT)' },
          { value: 'Australia/Brisbane', title: 'Brisbane (AEST, no daylight saving)' },
          { value: 'Australia/Adelaide', title: 'Adelaide (ACST/ACDT)' },
          { value: 'Australia/Broken_Hill', title: 'Broken Hill (ACST/ACDT)' },
          { value: 'Australia/Darwin', title: 'Darwin (ACST, no daylight saving)' },
          { value: 'Australia/Perth', title: 'Perth (AWST, no daylight saving)' },
        ],
      },
    }),
  ],
})
