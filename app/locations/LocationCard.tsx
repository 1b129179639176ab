import { href, Link } from 'react-router'
import { distanceWords } from './locations-search'
import { placeLine } from './map-markers'
import { InterpreterLine } from '~/shell/InterpreterLine'
import { telHref } from '~/ui/phone'

export interface LocationCardData {
  title: string | null
  slug: string | null
  address: string | null
  suburb: string | null
  postcode: string | null
  state: string | null
  phone: string | null
  serviceCount: number
  distanceKm: number | null
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
      <InterpreterLine phone={location.phone} compact />
      <p>{location.serviceCount === 1 ? '1 service here' : `${location.serviceCount} services here`}</p>
    </article>
  )
}
