import type { DayOfWeek, LocalBusiness, OpeningHoursSpecification, PostalAddress, WithContext } from 'schema-dts'
import type { PlaceHours } from '~/opening-hours/schedule'
import { known, organizationId, type SiteIdentity } from './nodes.server'
import { DAYS, openingHoursSpecification } from './opening-hours.server'

/** What a location page's loader gives that the LocalBusiness node uses (app/content/queries/locations.ts). */
export interface LocationFacts {
  title: string | null
  address?: string | null
  suburb?: string | null
  postcode?: string | null
  state?: string | null
  phone?: string | null
  latitude?: number | null
  longitude?: number | null
  /** Structured hours (app/opening-hours), or the synced text when there are none. */
  hours?: Pick<PlaceHours, 'schedule' | 'text'> | null
}

/**
 * A location page's LocalBusiness (an office of the organisation): its postal address, its place on
 * the map and its opening hours, each only where the location's record says so.
 */
export function locationJsonLd(site: SiteIdentity, location: LocationFacts, url: string): WithContext<LocalBusiness> {
  const phone = known(location.phone)
  const address = postalAddress(location)
  const hours = placeOpeningHours(location)
  const hasGeo = isCoordinate(location.latitude, 90) && isCoordinate(location.longitude, 180)
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: location.title ?? '',
    url,
    parentOrganization: { '@id': organizationId(site) },
    ...(address ? { address } : {}),
    ...(hasGeo
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: location.latitude as number,
            longitude: location.longitude as number,
          },
        }
      : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(hours?.length ? { openingHoursSpecification: hours } : {}),
  }
}

/** A place's address, with only the parts its record has; null with none. */
export function postalAddress(
  location: Pick<LocationFacts, 'address' | 'suburb' | 'postcode' | 'state'>,
): PostalAddress | null {
  const street = known(location.address)
  const locality = known(location.suburb)
  const postcode = known(location.postcode)
  const region = known(location.state)
  if (!street && !locality && !postcode && !region) return null
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(postcode ? { postalCode: postcode } : {}),
    addressCountry: 'AU',
  }
}

/** A place's opening hours: the structured ones, else the synced text when it reads plainly. */
export function placeOpeningHours(place: Pick<LocationFacts, 'hours'>): OpeningHoursSpecification[] | null {
  if (place.hours?.schedule) return openingHoursSpecification(place.hours.schedule)
  return place.hours?.text ? openingHours(place.hours.text) : null
}

function isCoordinate(value: number | null | undefined, limit: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit
}

const DAY_RANGE = new RegExp(`^(${DAYS.join('|')})(?:\\s+to\\s+(${DAYS.join('|')}))?$`, 'i')
const TIME = /^(\d{1,2})(?:[.:](\d{2}))?\s*(am|pm)$/i

/**
 * The synced opening hours (shown while a location has no structured ones), written for people ('Monday to Friday, 9am to 5pm; Saturday,
 * 9am to 12pm'), as OpeningHoursSpecifications. Anything in another form gives null: no hours are
 * better than wrong ones.
 */
export function openingHours(text: string): OpeningHoursSpecification[] | null {
  const specifications: OpeningHoursSpecification[] = []
  for (const part of text.split(';')) {
    const [, dayText, opensText, closesText] = /^\s*([^,]+),\s*(\S+)\s+to\s+(\S+)\s*$/i.exec(part) ?? []
    if (!dayText || !opensText || !closesText) return null
    const days = dayRange(dayText.trim())
    const opens = time24(opensText)
    const closes = time24(closesText)
    if (!days || !opens || !closes || closes <= opens) return null
    specifications.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes })
  }
  return specifications.length ? specifications : null
}

function dayRange(text: string): DayOfWeek[] | null {
  const [, from, to] = DAY_RANGE.exec(text) ?? []
  if (!from) return null
  const first = DAYS.findIndex((day) => day.toLowerCase() === from.toLowerCase())
  const last = to ? DAYS.findIndex((day) => day.toLowerCase() === to.toLowerCase()) : first
  return last >= first ? DAYS.slice(first, last + 1) : null
}

/** '8.30am' → '08:30', '12pm' → '12:00', '5pm' → '17:00'. */
function time24(text: string): string | null {
  const [, hourText, minuteText, half] = TIME.exec(text) ?? []
  if (!hourText || !half) return null
  const hour = Number(hourText)
  const minute = minuteText ? Number(minuteText) : 0
  if (hour < 1 || hour > 12 || minute > 59) return null
  const hour24 = (hour % 12) + (half.toLowerCase() === 'pm' ? 12 : 0)
  return `${String(hour24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}
