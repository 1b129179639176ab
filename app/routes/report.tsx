import { href, Link } from 'react-router'
import { actionHeaders } from '~/form-submission/action-headers'
import { submissionChecks } from '~/form-submission/guards.server'
import { LISTINGS, type ListingKind } from '~/problem-reports/listings'
import { ReportForm } from '~/problem-reports/ReportForm'
import { loadReportTarget, submitProblemReport } from '~/problem-reports/report-page.server'
import { pageNotFound } from '~/http/errors'
import { InterpreterLine } from '~/trust/InterpreterLine'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { pageTitle } from '~/lib/titles/page-title'
import { Breadcrumbs } from '~/ui/Breadcrumbs'
import { telHref } from '~/ui/phone'
import type { Route } from './+types/report'

export async function loader({ request, params }: Route.LoaderArgs) {
  const target = await loadReportTarget(request, params.listing, params.slug)
  if (!target) throw pageNotFound(request)
  // The content team's address is for the server only.
  const { notifyEmail: _, ...page } = target
  return {
    target: page,
    idempotencyKey: crypto.randomUUID(),
    title: pageTitle(`Tell us something is wrong: ${target.title}`),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const target = await loadReportTarget(request, params.listing, params.slug)
  if (!target) throw pageNotFound(request)
  return submitProblemReport(request, target, submissionChecks(context))
}

/** The action's Retry-After and Allow pass through. */
export const headers: Route.HeadersFunction = actionHeaders

/** Never indexed: one page of a form. The title is the page's own (below): it says when the form came back with a problem. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({ title: loaderData.title, noIndex: true }, rootSeoDefaults(matches)).filter((tag) => !('title' in tag))

const LIST_PAGES: Record<ListingKind, { title: string; href: string }> = {
  services: { title: 'Services', href: href('/services') },
  locations: { title: 'Locations', href: href('/locations') },
}

export default function Report({ loaderData: { target, idempotencyKey, title }, actionData }: Route.ComponentProps) {
  const { noun } = LISTINGS[target.kind]
  return (
    <div className="page container form-page report-page">
      {/* GOV.UK's 'Error: ' before the title when the form comes back with a problem; never what was typed. */}
      <title>{actionData ? `Error: ${title}` : title}</title>
      <Breadcrumbs
        trail={[LIST_PAGES[target.kind], { title: target.title, href: target.pageHref }]}
        current="Tell us something is wrong"
      />
      <header className="page-header">
        <h1>Tell us something is wrong</h1>
        <p className="page-header__lead">
          About <Link to={target.pageHref}>{target.title}</Link>
        </p>
      </header>
      <div className="prose">
        <p>
          If a phone number, address or opening hours on its page are wrong, or the {noun} has closed, tell us and our
          content team will check and correct it. You do not need to give your name or any contact details, so we cannot
          reply.
        </p>
        {target.phone ? (
          <p>
            To talk to someone about this {noun} now, call <a href={telHref(target.phone)}>{target.phone}</a>.
          </p>
        ) : null}
        <InterpreterLine phone={target.phone} compact />
      </div>
      <ReportForm
        // A new key after each answer from the server, so the fields show what the server kept.
        key={actionData?.idempotencyKey ?? idempotencyKey}
        kind={target.kind}
        idempotencyKey={actionData?.idempotencyKey ?? idempotencyKey}
        values={actionData?.values ?? {}}
        errors={actionData?.errors ?? {}}
        problem={actionData?.problem ?? null}
      />
    </div>
  )
}
