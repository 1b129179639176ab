import { z } from 'zod'
import { contentClient } from '~/content/client.server'
import { AUDIENCE_ORDER, LABEL_ORDER, VISIBLE } from '~/content/queries/rules'

/**
 * What HSDS publishes beyond what the services index keeps: contact details, fees, addresses, when
 * each record last changed, and the taxonomy with its document ids and descriptions. Read once per
 * services index (see catalogue.server.ts), never per request.
 */
const hsdsDetailsQuery = `{
  "services": *[_type == "service" && ${VISIBLE}] {
    _id,
    "description": sync.longServiceDescription,
    "fee": sync.fee,
    "phone": sync.phone,
    "email": sync.email,
    "modified": coalesce(sync.updatedAt, _updatedAt)
  },
  "locations": *[_type == "location" && ${VISIBLE}] {
    _id,
    "address": sync.siteAddress,
    "lga": sync.lga,
    "phone": sync.phone,
    "openingHours": sync.openingHours,
    "disabilityAccess": sync.disabilityAccess,
    "modified": coalesce(sync.updatedAt, _updatedAt)
  },
  "categories": *[_type == "category" && defined(slug.current)] | ${LABEL_ORDER} { _id, label, "slug": slug.current, description },
  "supports": *[_type == "support" && defined(slug.current)] | ${LABEL_ORDER} { _id, label, "slug": slug.current, description, "category": category._ref },
  "audiences": *[_type == "audience" && defined(slug.current)] | ${AUDIENCE_ORDER} { _id, label, "slug": slug.current, description },
  "expertise": *[_type == "expertise" && defined(slug.current)] | ${LABEL_ORDER} { _id, label, "slug": slug.current, description }
}`

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
  return detailsSchema.parse(await client.fetch(hsdsDetailsQuery))
}
