import { defineQuery } from 'groq'
import { OPENING_HOURS } from './fragments'
import { AUDIENCE_ORDER, LABEL_ORDER, VISIBLE } from './rules'

/**
 * What the HSDS API publishes beyond what the services index keeps: contact details, fees, addresses,
 * when each record last changed, and the taxonomy with its document ids and descriptions. Read once
 * per services index (app/hsds/catalogue.server.ts), never per request.
 */
export const hsdsDetailsQuery = defineQuery(`{
  "services": *[_type == "service" && ${VISIBLE}] {
    _id,
    "description": sync.longServiceDescription,
    "fee": sync.fee,
    "phone": sync.phone,
    "email": sync.email,
    "state": sync.state,
    "hours": hours${OPENING_HOURS},
    "modified": coalesce(sync.updatedAt, _updatedAt)
  },
  "locations": *[_type == "location" && ${VISIBLE}] {
    _id,
    "address": sync.siteAddress,
    "lga": sync.lga,
    "phone": sync.phone,
    "state": sync.state,
    "hours": hours${OPENING_HOURS},
    "openingHours": sync.openingHours,
    "disabilityAccess": sync.disabilityAccess,
    "modified": coalesce(sync.updatedAt, _updatedAt)
  },
  "categories": *[_type == "category" && defined(slug.current)] | ${LABEL_ORDER} { _id, label, "slug": slug.current, description },
  "supports": *[_type == "support" && defined(slug.current)] | ${LABEL_ORDER} { _id, label, "slug": slug.current, description, "category": category._ref },
  "audiences": *[_type == "audience" && defined(slug.current)] | ${AUDIENCE_ORDER} { _id, label, "slug": slug.current, description },
  "expertise": *[_type == "expertise" && defined(slug.current)] | ${LABEL_ORDER} { _id, label, "slug": slug.current, description }
}`)
