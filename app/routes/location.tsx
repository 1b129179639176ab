import { useMemo } from 'react'
import { data, href, Link } from 'react-router'
import { loadQuery, withEditLinks } from '~/content/load.server'
import { locationDetailQuery } from '~/content/queries/locations'
import { directionsUrl } from '~/locations/directions'
import { LocationsMap } from '~/locations/LocationsMap'
import { placeLine } from '~/lib/addresses/place-line'
import { mapMarkers } from '~/locations/map-markers'
import { mapTiles } from '~/locations/map-tiles.server'
import { reportHref } from '~/problem-reports/listings'
import { servicesIndex } from '~/services/services-index.server'
import { pageNotFound } from '~/http/errors'
import { InterpreterLine } from '~/trust/InterpreterLine'
import { documentMeta } from '~/shell/seo'
import { breadcrumbJsonLd } from '~/structured-data/breadcrumbs.server'
import { pageJsonLd } from '~/structured-data/page.server'
import { locationJsonLd } from '~/structured-data/place.server'
import { detailsCheckedNow } from '~/trust/details-checked.server'
import { DetailsChecked } from '~/trust/DetailsChecked'
import { Breadcrumbs } from '~/ui/Breadcrumbs'
import type { Route } from './+types/location'
import { telHref } from '~/ui/phone'
import { pageQrCode } from '~/shortlist/qr-code.server'
import { PrintQrCode } from '~/shortlist/PrintQrCode'
import { SaveButton } from '~/shortlist/SaveButton'
import { PlaceOpeningHours } from '~/opening-hours/PlaceOpeningHours'
import { openingStatusHeaders, withPlaceHours } from '~/opening-hours/schedule.server'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [found, index] = await Promise.all([
    loadQuery(request, locationDetailQuery, { slug: params.slug }),
    servicesIndex(),
  ])
  if (!found) throw pageNotFound(request)
  const services = await withEditLinks(
    request,
    (index.servicesAt.get(found._id) ?? []).map(({ id, title, slug, summary }) => ({ _id: id, title, slug, summary })),
  )
  const now = Date.now()
  const [located] = await withPlaceHours([found], now)
  const location = { ...located!, services }
  const jsonLd = await pageJsonLd(request, context, (site, url) => [
    locationJsonLd(site, location, url),
    breadcrumbJsonLd(site, LOCATION_TRAIL, { title: location.title, url }),
  ])
  return data(
    {
      location,
      jsonLd,
      tiles: mapTiles(),
      qr: pageQrCode(href('/locations/:slug', { slug: params.slug })),
      checked: detailsCheckedNow(found),
    },
    { headers: openingStatusHeaders([location.hours], now) },
  )
}

/** Shared only until the location's opening status changes. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

const LOCATION_TRAIL = [{ title: 'Locations', href: href('/locations') }]

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  documentMeta(
    {
      title: loaderData.location.title,
      summary: [loaderData.location.address, placeLine(loaderData.location)].filter(Boolean).join(', '),
    },
    matches,
  )

export default function Location({ loaderData: { location, tiles, qr, checked }, params }: Route.ComponentProps) {
  const markers = useMemo(() => mapMarkers([location], { linked: false }), [location])
  const directions = directionsUrl(location)
  return (
    <div className="page container location-page">
      <Breadcrumbs trail={LOCATION_TRAIL} current={location.title} />
      <article className="location">
        <header className="page-header">
          <h1>{location.title}</h1>
          {location.lga ? <p className="page-header__lead">{location.lga}</p> : null}
          <SaveButton id={location._id} title={location.title} listLink />
          <PrintQrCode code={qr} label="Scan to open this page" />
        </header>
        <DetailsChecked checked={checked} reportHref={reportHref('locations', params.slug)} />
        <dl className="location-facts">
          <div>
            <dt>Address</dt>
            <dd>
              <p className="address">
                {location.address}
                {location.address ? <br /> : null}
                {placeLine(location)}
              </p>
              {directions ? (
                <p>
                  <a href={directions} target="_blank" rel="noopener noreferrer">
                    Get directions in Google Maps (opens in a new tab)
                  </a>
                </p>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Opening hours</dt>
            <dd>
              {location.hours.schedule || location.hours.text ? (
                <PlaceOpeningHours hours={location.hours} />
              ) : (
                'Call us to ask when we are open.'
              )}
            </dd>
          </div>
          {location.phone ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(location.phone)}>{location.phone}</a>
                <InterpreterLine phone={location.phone} />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Disability access</dt>
            <dd>{location.disabilityAccess ?? 'Call us to ask about access before you visit.'}</dd>
          </div>
        </dl>
        <section aria-labelledby="services-here">
          <h2 id="services-here">Services here ({location.services.length})</h2>
          {location.services.length ? (
            <ul role="list" className="location-services">
              {location.services.map((service) => (
                <li key={service._id}>
                  {service.slug ? (
                    <Link to={href('/services/:slug', { slug: service.slug })}>{service.title}</Link>
                  ) : (
                    service.title
                  )}
                  {service.summary ? <p>{service.summary}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>No services are listed at this location at the moment. Call us to find out what is on.</p>
          )}
        </section>
        <LocationsMap
          markers={markers}
          tiles={tiles}
          headingId="location-map"
          heading="Map"
          label={`Map showing where ${location.title} is: ${[location.address, placeLine(location)].filter(Boolean).join(', ')}`}
        />
      </article>
    </div>
  )
}
