import type { Service, ServiceChannel, WithContext } from 'schema-dts'
import type { PlaceHours } from '~/opening-hours/schedule'
import { openingHoursSpecification } from './opening-hours.server'
import { type LocationFacts, placeOpeningHours, postalAddress } from './place.server'
import { known, organizationRef, type SiteIdentity } from './nodes.server'

/** What a service page's loader gives that the Service node uses (app/content/queries/service-detail.ts). */
export interface ServiceFacts {
  title: string | null
  summary?: string | null
  fee?: string | null
  noFee?: boolean | null
  suburb?: string | null
  region?: string | null
  state?: string | null
  category?: { label: string | null } | null
  audiences?: ReadonlyArray<{ label: string | null }> | null
  /** Hours of its own (a phone line). */
  hours?: Pick<PlaceHours, 'schedule'> | null
  /** Where it is offered, with each place's hours. */
  locations?: ReadonlyArray<Pick<LocationFacts, 'title' | 'address' | 'suburb' | 'postcode' | 'state' | 'hours'>> | null
}

/**
 * A service page's Service: provided by the organisation, in the area the service record names, for
 * its audiences, and with an Offer only where the data says something about cost (no fee: price 0).
 * Its own hours are `hoursAvailable`; each location is a channel with the place and its hours.
 */
export function serviceJsonLd(site: SiteIdentity, service: ServiceFacts, url: string): WithContext<Service> {
  const areas = [service.suburb, service.region, service.state]
    .map(known)
    .filter((area): area is string => Boolean(area))
  const audiences = (service.audiences ?? [])
    .map((audience) => known(audience.label))
    .filter((label): label is string => Boolean(label))
  const fee = known(service.fee)
  const summary = known(service.summary)
  const category = known(service.category?.label)
  const ownHours = service.hours?.schedule ? openingHoursSpecification(service.hours.schedule) : []
  const channels = (service.locations ?? []).map((location): ServiceChannel => {
    const address = postalAddress(location)
    const hours = placeOpeningHours(location)
    return {
      '@type': 'ServiceChannel',
      serviceLocation: {
        '@type': 'Place',
        name: location.title ?? '',
        ...(address ? { address } : {}),
        ...(hours?.length ? { openingHoursSpecification: hours } : {}),
      },
    }
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title ?? '',
    url,
    provider: organizationRef(site),
    ...(summary ? { description: summary } : {}),
    ...(category ? { serviceType: category } : {}),
    ...(areas.length ? { areaServed: areas.map((name) => ({ '@type': 'AdministrativeArea' as const, name })) } : {}),
    ...(audiences.length
      ? { audience: audiences.map((audienceType) => ({ '@type': 'Audience' as const, audienceType })) }
      : {}),
    ...(service.noFee
      ? { offers: { '@type': 'Offer', price: 0, priceCurrency: 'AUD', ...(fee ? { description: fee } : {}) } }
      : fee
        ? { offers: { '@type': 'Offer', description: fee } }
        : {}),
    ...(ownHours.length ? { hoursAvailable: ownHours } : {}),
    ...(channels.length ? { availableChannel: channels } : {}),
  }
}
