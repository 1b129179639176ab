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
  serviceCount: number
  distanceKm: number | null
  hours: PlaceHours
}

/** A location in the list: everything the map shows and more, so the list alone is enough. */
export function LocationCard({ location, from }: { location: LocationCardData; from: string | undefined }) {
  return (
    <article className="card location-card">
      <h2 className="card__title">{location.slug ? <Link to={href('/locations/:slug', { slug: location.slug })}>{location.title}</Link> : location.title}</h2>
      {from && location.distanceKm !== null ? (
        <p className="location-card__distance">
          {distanceWords(location.distanceKm)} from {from}
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
      <PlaceOpeningHours hours={location.hours} folded />
      <InterpreterLine phone={location.phone} compact />
      <p>{location.serviceCount === 1 ? '1 service here' : `${location.serviceCount} services here`}</p>
      <SaveButton id={location._id} title={location.title} />
    </article>
  )
}
