import { href } from 'react-router'
import { env } from '~/config/env.server'
import { loadQuery } from '~/content/load.server'
import { reportTargetQuery } from '~/content/queries/problem-reports'
import { submitForm, type SubmissionChecks } from '~/form-submission/submission.server'
import { isListingKind, LISTINGS, type ListingKind } from './listings'
import { reportValues, validateReport } from './report-form'
import { submitReport } from './repository.server'

/** The page a report is about, as the report pages show it; `notifyEmail` stays on the server. */
export interface ReportTarget {
  kind: ListingKind
  slug: string
  /** 'services/{slug}': what the report is stored under. */
  path: string
  id: string
  title: string
  phone: string | null
  pageHref: string
  notifyEmail: string
}

/** The visible service or location at /{kind}/{slug}, or null when there is none. */
export async function loadReportTarget(request: Request, kind: string, slug: string): Promise<ReportTarget | null> {
  if (!isListingKind(kind)) return null
  const { listing, notifyEmail } = await loadQuery(request, reportTargetQuery, { type: LISTINGS[kind].type, slug })
  if (!listing?.slug || !listing.title) return null
  return {
    kind,
    slug: listing.slug,
    path: `${kind}/${listing.slug}`,
    id: listing._id,
    title: listing.title,
    phone: listing.phone,
    pageHref:
      kind === 'services'
        ? href('/services/:slug', { slug: listing.slug })
        : href('/locations/:slug', { slug: listing.slug }),
    notifyEmail: notifyEmail ?? '',
  }
}

/**
 * Handles a report (the report page's action) with the steps every form to staff takes
 * (app/form-submission/submission.server.ts): accepted, stored with its email to the content team, then
 * 303 to the thank-you page; not accepted, the form again. Logged by reference and page only.
 */
export async function submitProblemReport(request: Request, target: ReportTarget, checks: SubmissionChecks) {
  return submitForm(
    request,
    {
      words: { noun: 'report', home: 'website' },
      logName: 'problem report',
      logFields: { listing: target.path },
      bodyLimitBytes: env().REPORT_BODY_LIMIT_BYTES,
      values: reportValues,
      validate: validateReport,
      save: (store, details, idempotencyKey) =>
        submitReport(
          store.db,
          {
            idempotencyKey,
            listing: { path: target.path, id: target.id, title: target.title },
            details,
            notifyEmail: target.notifyEmail,
          },
          store.mailDomain,
        ),
      confirmation: (saved) =>
        href('/report/:listing/:slug/sent/:reference', {
          listing: target.kind,
          slug: target.slug,
          reference: saved.reference,
        }),
    },
    checks,
  )
}
