import type { StateCode } from '../places'

/**
 * A service the organisation runs in several places. Each place becomes one `service` document;
 * `{suburb}` and `{region}` in the descriptions are filled in for that place.
 */
export type Program = {
  title: string
  aliases: string[]
  category: string
  supports: string[]
  audiences: string[]
  expertise?: string[]
  servicesProvided: string[]
  short: string
  long: string
  ages: [number, number]
  atsiAges?: [number, number]
  delivery: Delivery[]
  ndis?: boolean
  /** Left out when the service has no fee. */
  fee?: string
  culturalGroup?: { name: 'ATSI' | 'CALD' | 'Refugee'; detail: string }
  specialGroup?: string
  places: number
  states?: StateCode[]
  photo: string
}

export type Delivery = 'At home' | 'In the community' | 'At our centre' | 'Online' | 'By phone'

export const fees = {
  income: 'Fees depend on your income. We will talk with you about costs before you start.',
  homeCarePackage: 'Paid from your Home Care Package. We explain every cost in writing before you start.',
  ndis: 'Paid from your NDIS plan at the rates in the NDIS Pricing Arrangements. We work with agency-managed, plan-managed and self-managed participants.',
  contribution: 'A small contribution for each service, usually between $5 and $15. Talk to us if cost is a barrier.',
  meals: 'From $9.50 a meal, including delivery. Ask us about help with the cost.',
  transport: 'Fares start at $5 for a local trip. Longer trips to specialists cost a little more.',
  session: '$10 a session. Nobody is turned away because they cannot pay.',
}
