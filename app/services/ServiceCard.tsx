import { Link } from 'react-router'
import { internalPath } from '~/content/links'
import type { ImageShape, PageImage } from '~/content/images'
import { SaveButton } from '~/shortlist/SaveButton'
import { categoryColours } from '~/ui/category-colours'
import { formatNumber } from '~/ui/numbers'
import { SanityImage } from '~/ui/SanityImage'

/** The shape a card shows its thumbnail in: the one address of it a card's data carries (serviceCardOf). */
export const SERVICE_CARD_SHAPE = 'landscape' satisfies ImageShape

export interface ServiceCardFields {
  _id: string
  title: string | null
  slug: string | null
  summary: string | null
  suburb: string | null
  state: string | null
  category: { label: string | null; colorPrimary: string | null; colorSecondary: string | null } | null
  thumbnail: PageImage | null
}

/** A service in a list: its category colours come from the CMS through CSS custom properties. */
/** How far the service is from the place the visitor searched near, and its nearest site. */
export interface ServiceDistance {
  km: number
  place: string | null
}

export function ServiceCard({ service, distance }: { service: ServiceCardFields; distance?: ServiceDistance }) {
  const href = internalPath({ _type: 'service', slug: service.slug, ancestors: null })
  if (!href || !service.title) return null
  return (
    <article className="card service-card" style={categoryColours(service.category)}>
      <SanityImage
        image={service.thumbnail}
        width={400}
        shape={SERVICE_CARD_SHAPE}
        fixed
        className="card__image"
        decorative
      />
      {service.category?.label ? <p className="service-card__category">{service.category.label}</p> : null}
      <h3 className="card__title">
        <Link to={href} className="card__link">
          {service.title}
        </Link>
      </h3>
      {service.summary ? <p>{service.summary}</p> : null}
      {distance ? (
        <p className="service-card__distance">
          <strong>{formatNumber(distance.km, { maximumFractionDigits: 1 })} km away</strong>
          {distance.place ? ` (${distance.place})` : ''}
        </p>
      ) : null}
      {service.suburb ? (
        <p className="service-card__place">{service.state ? `${service.suburb}, ${service.state}` : service.suburb}</p>
      ) : null}
      <SaveButton id={service._id} title={service.title} />
    </article>
  )
}
