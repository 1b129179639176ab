import { data, href, Link } from 'react-router'
import { serviceBookingLink } from '~/bookings/default-booking'
import { reportHref } from '~/problem-reports/listings'
import { loadQuery, withEditLinks } from '~/content/load.server'
import { serviceDetailQuery } from '~/content/queries/service-detail'
import { relatedServices, serviceCardOf } from '~/services/related'
import { servicesIndex } from '~/services/services-index.server'
import { ServiceFacts } from '~/services/ServiceFacts'
import { ContactBlock } from '~/sections/ContactBlock'
import { InterpreterLine } from '~/trust/InterpreterLine'
import { pageNotFound } from '~/http/errors'
import { documentMeta } from '~/shell/seo'
import { breadcrumbJsonLd } from '~/structured-data/breadcrumbs.server'
import { pageJsonLd } from '~/structured-data/page.server'
import { serviceJsonLd } from '~/structured-data/service.server'
import { detailsCheckedNow } from '~/trust/details-checked.server'
import { DetailsChecked } from '~/trust/DetailsChecked'
import { Breadcrumbs, type Crumb } from '~/ui/Breadcrumbs'
import { SanityImage } from '~/ui/SanityImage'
import { ServiceCard } from '~/services/ServiceCard'
import type { Route } from './+types/service'
import { telHref } from '~/ui/phone'
import { TextWithPhoneLinks } from '~/ui/TextWithPhoneLinks'
import { categoryColours } from '~/ui/category-colours'
import { withoutEditLinks } from '~/content/visual-editing/without-edit-links'
import { LocationCard } from '~/locations/LocationCard'
import { pageQrCode } from '~/shortlist/qr-code.server'
import { PrintQrCode } from '~/shortlist/PrintQrCode'
import { SaveButton } from '~/shortlist/SaveButton'
import { PlaceOpeningHours } from '~/opening-hours/PlaceOpeningHours'
import { openingStatusHeaders, placeHours, withPlaceHours } from '~/opening-hours/schedule.server'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [found, index] = await Promise.all([
    loadQuery(request, serviceDetailQuery, { slug: params.slug }),
    servicesIndex(),
  ])
  if (!found) throw pageNotFound(request)
  const now = Date.now()
  const [locations, hours, related] = await Promise.all([
    withPlaceHours(found.locations ?? [], now),
    placeHours(found, now),
    withEditLinks(request, relatedServices(index, found._id).map(serviceCardOf)),
  ])
  const jsonLd = await pageJsonLd(request, context, (site, url) => [
    serviceJsonLd(site, { ...found, locations, hours }, url),
    breadcrumbJsonLd(site, serviceTrail(found), { title: found.title, url }),
  ])
  return data(
    {
      service: { ...found, locations, hours, related },
      jsonLd,
      booking: serviceBookingLink({ ...found, slug: params.slug }),
      qr: pageQrCode(href('/services/:slug', { slug: params.slug })),
      checked: detailsCheckedNow(found),
    },
    { headers: openingStatusHeaders([hours, ...locations.map((location) => location.hours)], now) },
  )
}

/** Shared only until an opening status on the page changes. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) => documentMeta(loaderData.service, matches)

/** Services, then the service's category. */
function serviceTrail(service: { category?: { label: string | null; slug: string | null } | null }): Crumb[] {
  const trail: Crumb[] = [{ title: 'Services', href: href('/services') }]
  if (service.category?.slug)
    trail.push({
      title: service.category.label,
      href: href('/services/category/:slug', { slug: service.category.slug }),
    })
  return trail
}

export default function Service({ loaderData: { service, booking, qr, checked }, params }: Route.ComponentProps) {
  const locations = service.locations
  const trail = serviceTrail(service)
  return (
    <div className="page container service-page" style={categoryColours(service.category)}>
      <Breadcrumbs trail={trail} current={service.title} />
      <article className="service">
        <header className="page-header service__header">
          {service.category?.label ? <p className="service__category">{service.category.label}</p> : null}
          <h1>{service.title}</h1>
          {service.aliases?.length ? (
            <p className="service__aliases">Also known as {service.aliases.join(', ')}</p>
          ) : null}
          {service.summary ? <p className="page-header__lead">{service.summary}</p> : null}
          <div className="button-row">
            {booking ? (
              <Link to={booking.href} className="button">
                {booking.text}
              </Link>
            ) : null}
            {service.phone ? (
              <a href={telHref(service.phone)} className="button button--secondary">
                Call {service.phone}
              </a>
            ) : null}
          </div>
          <SaveButton id={service._id} title={service.title} listLink />
          <PrintQrCode code={qr} label="Scan to open this page" />
          <InterpreterLine phone={service.phone} languages={service.languages} />
        </header>
        <DetailsChecked checked={checked} reportHref={reportHref('services', params.slug)} />
        <SanityImage
          image={service.thumbnail}
          width={720}
          shape="landscape"
          className="service__image"
          decorative
          priority
        />
        <section aria-labelledby="about-service" className="prose">
          <h2 id="about-service">About this service</h2>
          {service.description ? (
            <p>
              <TextWithPhoneLinks text={service.description} />
            </p>
          ) : null}
        </section>
        <section aria-labelledby="service-facts">
          <h2 id="service-facts">Is it right for you?</h2>
          <ServiceFacts service={service} />
        </section>
        {service.servicesProvided?.length ? (
          <section aria-labelledby="what-we-do" className="prose">
            <h2 id="what-we-do">What we can help with</h2>
            <ul>
              {service.servicesProvided.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {service.supports?.length ? (
          <p className="service__supports">
            Part of:{' '}
            {service.supports.map((support, index) => (
              <span key={support.slug}>
                {index > 0 ? ', ' : ''}
                {support.slug ? (
                  <Link to={href('/services/support/:slug', { slug: support.slug })}>{support.label}</Link>
                ) : (
                  support.label
                )}
              </span>
            ))}
          </p>
        ) : null}
        <section aria-labelledby="where" className="service__locations">
          <h2 id="where">Where to find us</h2>
          {locations.length ? (
            <ul role="list" className="location-list">
              {locations.map((location) => (
                <li key={location._id}>
                  <LocationCard location={location} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p>This service comes to you or works by phone and online. Call us to find out more.</p>
          )}
        </section>
        {service.email || service.phone ? (
          <section aria-labelledby="contact-service">
            <h2 id="contact-service">Contact this service</h2>
            <ul role="list" className="contact-lines">
              {service.phone ? (
                <li>
                  Phone <a href={telHref(service.phone)}>{service.phone}</a>
                  <InterpreterLine phone={service.phone} compact />
                </li>
              ) : null}
              {service.email ? (
                <li>
                  Email <a href={`mailto:${withoutEditLinks(service.email)}`}>{service.email}</a>
                </li>
              ) : null}
            </ul>
            <PlaceOpeningHours hours={service.hours} caption="When you can reach this service" />
          </section>
        ) : null}
      </article>
      <aside aria-label="Need a hand" className="section-block">
        <ContactBlock contact={service.contact} showCommunicationMethods={false} />
      </aside>
      {service.related.length ? (
        <aside aria-labelledby="related-services" className="related">
          <h2 id="related-services">Related services</h2>
          <ul className="card-grid" role="list">
            {service.related.map((related) => (
              <li key={related._id}>
                <ServiceCard service={related} />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  )
}
