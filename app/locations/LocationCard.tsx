import { href, Link } from 'react-router'
import { distanceWords } from './locations-search'
import { placeLine } from '~/lib/addresses/place-line'
import { InterpreterLine } from '~/trust/InterpreterLine'
import { telHref } from '~/ui/phone'
import { SaveButton } from '~/shortlist/SaveButton'
import { PlaceOpeningHours } from '~/opening-hours/PlaceOpeningHours'
import type { PlaceHours } from '~/opening-hours/schedule'

export interface LocationCardData {
  _id: string
  title: string | null
  slug: string | null
  address: string | null
  suburb: string | null
  postcode: string | null
  state: string | null
  phone: string | null
  hours: PlaceHours
  /** The locations list: how many services are offered here. */
  serviceCount?: number
  /** The locations list, searched from a place: how far it is. */
  distanceKm?: number | null
}

/**
 * A location as a card, wherever locations are listed (the locations list, a service's 'Where to find
 * us'): its name and page, how far away, its address, phone with the interpreter line beside it,
 * opening hours, and the button that saves it; enough that the list alone serves.
 */
export function LocationCard({
  location,
  from,
  headingLevel = 2,
}: {
  location: LocationCardData
  from?: string | undefined
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  const { distanceKm = null, serviceCount } = location
  return (
    <article className="card location-card">
      <Heading className="card__title">
        {location.slug ? (
          <Link to={href('/locations/:slug', { slug: location.slug })} className="card__link">
            {location.title}
          </Link>
        ) : (
          location.title
        )}
      </Heading>
      {from && distanceKm !== null ? (
        <p className="location-card__distance">
          {distanceWords(distanceKm)} from {from}
        </p>
      ) : null}
      <p className="address">
        {location.address}
        {location.address ? <br /> : null}
        {placeLine(location)}
      </p>
      {location.phone ? (
        <p>
          Phone <a href={telHref(location.phone)}>{location.phone}</a>
        </p>
      ) : null}
      <InterpreterLine phone={location.phone} compact />
      <PlaceOpeningHours hours={location.hours} folded />
      {serviceCount === undefined ? null : (
        <p>{serviceCount === 1 ? '1 service here' : `${serviceCount} services here`}</p>
      )}
      <SaveButton id={location._id} title={location.title} />
    </article>
  )
}
