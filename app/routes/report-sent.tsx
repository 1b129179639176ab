import { Link } from 'react-router'
import { reportExists } from '~/problem-reports/repository.server'
import { loadReportTarget } from '~/problem-reports/report-page.server'
import { pageNotFound } from '~/http/errors'
import { InterpreterLine } from '~/trust/InterpreterLine'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { siteStore } from '~/storage/store.server'
import { ConfirmationPanel } from '~/ui/form/ConfirmationPanel'
import { telHref } from '~/ui/phone'
import type { Route } from './+types/report-sent'

/** After a report is stored (post, redirect, get): its reference and what happens next. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const [target, store] = await Promise.all([loadReportTarget(request, params.listing, params.slug), siteStore()])
  if (!target || !(await reportExists(store.db, target.path, params.reference))) throw pageNotFound(request)
  return { title: target.title, phone: target.phone, pageHref: target.pageHref, reference: params.reference }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ title: 'Report sent', noIndex: true }, rootSeoDefaults(matches))

export default function ReportSent({ loaderData: { title, phone, pageHref, reference } }: Route.ComponentProps) {
  return (
    <div className="page container form-page report-page">
      <ConfirmationPanel heading="Report sent" reference={reference} />
      <div className="prose">
        <h2>What happens next</h2>
        <p>
          Thank you for telling us. Our content team will check the details of {title} and correct them, usually within
          a few working days.
        </p>
        {phone ? (
          <p>
            If you need help now, call <a href={telHref(phone)}>{phone}</a>.
          </p>
        ) : null}
        <InterpreterLine phone={phone} compact />
        <p>If you are in danger, call 000.</p>
        <ul>
          <li>
            <Link to={pageHref}>Back to {title}</Link>
          </li>
        </ul>
      </div>
    </div>
  )
}
