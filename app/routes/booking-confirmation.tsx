import { href, Link } from 'react-router'
import { loadBookingPage } from '~/bookings/booking-page.server'
import { requestExists } from '~/bookings/repository.server'
import { PortableText } from '~/ui/PortableText'
import { siteStore } from '~/storage/store.server'
import { pageNotFound } from '~/http/errors'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { ConfirmationPanel } from '~/ui/form/ConfirmationPanel'
import type { Route } from './+types/booking-confirmation'

/** After a request is stored (post, redirect, get): its reference and what happens next. Nothing personal is shown. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const [booking, store] = await Promise.all([loadBookingPage(request, params.slug), siteStore()])
  if (!booking || !(await requestExists(store.db, params.slug, params.reference))) throw pageNotFound(request)
  return {
    title: booking.title,
    confirmation: booking.confirmation,
    service: booking.service ? { title: booking.service.title, slug: booking.service.slug } : null,
    reference: params.reference,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({ title: `Request sent: ${loaderData.title ?? 'booking'}`, noIndex: true }, rootSeoDefaults(matches))

export default function BookingConfirmation({
  loaderData: { title, confirmation, service, reference },
  params,
}: Route.ComponentProps) {
  return (
    <div className="page container form-page booking-page">
      <ConfirmationPanel heading="Request sent" reference={reference} />
      <div className="prose">
        <PortableText value={confirmation} />
        <h2>What happens next</h2>
        <p>
          We have sent your request to our intake team. If you need to contact us about it, give them your reference
          number.
        </p>
        <p>If you are in danger, call 000.</p>
        <ul>
          {service?.slug ? (
            <li>
              <Link to={href('/services/:slug', { slug: service.slug })}>Back to {service.title}</Link>
            </li>
          ) : null}
          <li>
            <Link to={href('/booking/:slug', { slug: params.slug })}>Make another request: {title}</Link>
          </li>
        </ul>
      </div>
    </div>
  )
}
