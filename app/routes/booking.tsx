import { href, Link } from 'react-router'
import { BookingForm } from '~/bookings/BookingForm'
import { askedSections, submitBooking } from '~/bookings/submission.server'
import { loadBookingPage } from '~/bookings/booking-page.server'
import { PortableText } from '~/ui/PortableText'
import { actionHeaders } from '~/form-submission/action-headers'
import { submissionChecks } from '~/form-submission/guards.server'
import { pageNotFound } from '~/http/errors'
import { documentMeta, documentTitle } from '~/shell/seo'
import { Breadcrumbs } from '~/ui/Breadcrumbs'
import type { Route } from './+types/booking'

export async function loader({ request, params }: Route.LoaderArgs) {
  const booking = await loadBookingPage(request, params.slug)
  if (!booking) throw pageNotFound(request)
  // The notify address is for the server only.
  const { notifyEmail: _, ...page } = booking
  return {
    booking: page,
    askFor: askedSections(booking),
    idempotencyKey: crypto.randomUUID(),
    title: documentTitle(booking),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const booking = await loadBookingPage(request, params.slug)
  if (!booking) throw pageNotFound(request)
  return submitBooking(request, booking, submissionChecks(context))
}

/** The action's Retry-After and Allow pass through. */
export const headers: Route.HeadersFunction = actionHeaders

/** The title is the page's own (below): it says when the form came back with a problem. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  documentMeta(loaderData.booking, matches).filter((tag) => !('title' in tag))

export default function Booking({
  loaderData: { booking, askFor, idempotencyKey, title },
  actionData,
}: Route.ComponentProps) {
  const service = booking.service
  const trail = [
    { title: 'Services', href: href('/services') },
    ...(service?.slug ? [{ title: service.title, href: href('/services/:slug', { slug: service.slug }) }] : []),
  ]
  return (
    <div className="page container form-page booking-page">
      {/* GOV.UK's 'Error: ' before the title when the form comes back with a problem; never what was typed. */}
      <title>{actionData ? `Error: ${title}` : title}</title>
      <Breadcrumbs trail={trail} current={booking.title} />
      <header className="page-header">
        <h1>{booking.title}</h1>
        {service?.slug ? (
          <p className="page-header__lead">
            A request for <Link to={href('/services/:slug', { slug: service.slug })}>{service.title}</Link>
          </p>
        ) : null}
      </header>
      <div className="prose booking-page__intro">
        <PortableText value={booking.intro} />
        <p>
          Questions marked (optional) can be left out. We use your answers only to arrange this support; read our{' '}
          <Link to={href('/policies-and-statements/:slug', { slug: 'privacy-policy' })}>privacy policy</Link>.
        </p>
      </div>
      <BookingForm
        // A new key after each answer from the server, so the fields show what the server kept.
        key={actionData?.idempotencyKey ?? idempotencyKey}
        askFor={askFor}
        locations={service?.locations ?? []}
        idempotencyKey={actionData?.idempotencyKey ?? idempotencyKey}
        values={actionData?.values ?? {}}
        errors={actionData?.errors ?? {}}
        problem={actionData?.problem ?? null}
      />
    </div>
  )
}
