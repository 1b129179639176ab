import { z } from 'zod'
import { contentClient } from '~/content/client.server'
import { hsdsDetailsQuery } from '~/content/queries/hsds'

/** Trims the CMS's text and turns empty text into null, so the HSDS records never carry blank strings. */

const text = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)

const term = z.object({ _id: z.string(), label: text, slug: z.string(), description: text })

const detailsSchema = z.object({
  services: z.array(z.object({ _id: z.string(), description: text, fee: text, phone: text, email: text, modified: text })),
  locations: z.array(z.object({ _id: z.string(), address: text, lga: text, phone: text, openingHours: text, disabilityAccess: text, modified: text })),
  categories: z.array(term),
  supports: z.array(term.extend({ category: text })),
  audiences: z.array(term),
  expertise: z.array(term),
})

export type HsdsDetails = z.infer<typeof detailsSchema>
export type ServiceDetails = HsdsDetails['services'][number]
export type LocationDetails = HsdsDetails['locations'][number]
export type TermDocument = HsdsDetails['categories'][number]

export async function fetchHsdsDetails(): Promise<HsdsDetails> {
  const client = await contentClient()
  return detailsSchema.parse(await client.fetchOnce(hsdsDetailsQuery))
}
