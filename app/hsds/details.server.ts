import { z } from 'zod'
import { contentClient } from '~/content/client.server'
import { hsdsDetailsQuery } from '~/content/queries/hsds'
import { mapInTurns, takeTurns } from '~/lib/long-work/turns.server'
import type { StructuredHours } from '~/opening-hours/week'

/** Trims the CMS's text and turns empty text into null, so the HSDS records never carry blank strings. */

const text = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)

const term = z.object({ _id: z.string(), label: text, slug: z.string(), description: text })

/** Structured opening hours (app/opening-hours reads each field on its own, and skips what it cannot read). */
const hours = z
  .custom<StructuredHours>((value) => typeof value === 'object')
  .nullish()
  .transform((value) => value ?? null)

const serviceSchema = z.object({ _id: z.string(), description: text, fee: text, phone: text, email: text, state: text, hours, modified: text })
const locationSchema = z.object({ _id: z.string(), address: text, lga: text, phone: text, state: text, hours, openingHours: text, disabilityAccess: text, modified: text })
const taxonomySchema = z.object({
  categories: z.array(term),
  supports: z.array(term.extend({ category: text })),
  audiences: z.array(term),
  expertise: z.array(term),
})
/** The read as a whole: its lists of records are checked record by record (fetchHsdsDetails). */
const readSchema = z.looseObject({ services: z.array(z.unknown()), locations: z.array(z.unknown()) })

// Only its type is used: the lists are checked record by record (readSchema above).
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const detailsSchema = taxonomySchema.extend({ services: z.array(serviceSchema), locations: z.array(locationSchema) })

export type HsdsDetails = z.infer<typeof detailsSchema>
export type ServiceDetails = HsdsDetails['services'][number]
export type LocationDetails = HsdsDetails['locations'][number]
export type TermDocument = HsdsDetails['categories'][number]

export async function fetchHsdsDetails(): Promise<HsdsDetails> {
  const client = await contentClient()
  const read = readSchema.parse(await client.fetchOnce(hsdsDetailsQuery))
  // The large dataset's records would hold the event loop while zod checks them all: they are checked a
  // few at a time, so that other requests are answered meanwhile (decision 0050).
  const turns = takeTurns()
  return {
    ...taxonomySchema.parse(read),
    services: await mapInTurns(read.services, (record) => serviceSchema.parse(record), turns),
    locations: await mapInTurns(read.locations, (record) => locationSchema.parse(record), turns),
  }
}
