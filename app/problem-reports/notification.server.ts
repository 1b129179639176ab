import { env } from '~/config/env.server'
import { labelledLines, receivedAt } from '~/outbox/email-text'
import type { OutboxKind } from '~/outbox/notifier.server'
import { absoluteUrl } from '~/lib/addresses/site-url'
import { isListingKind, LISTINGS } from './listings'
import { wrongDetailLabel, type ReportDetails } from './report-form'

/** What a problem report's email is made from: the report as stored (problem_reports). */
export interface ProblemReportNotification {
  reference: string
  listingPath: string
  listingId: string
  listingTitle: string
  details: ReportDetails
  createdAt: Date
}

/** Problem reports' outbox: each report's email to the content team (Site settings → Problem reports). */
export const PROBLEM_REPORT_OUTBOX: OutboxKind<ProblemReportNotification> = {
  name: 'problem report',
  table: 'problem_report_outbox',
  ownerTable: 'problem_reports',
  ownerColumn: 'report_id',
  ownerFields:
    'owner.listing_path as "listingPath", owner.listing_id as "listingId", owner.listing_title as "listingTitle", owner.details, owner.created_at as "createdAt"',
  email: (notification) => {
    const { SITE_URL, SANITY_STUDIO_URL } = env()
    return reportEmail(notification, { siteUrl: SITE_URL, studioUrl: SANITY_STUDIO_URL })
  },
}

/** Where an editor opens the document in the Studio (its intent link). */
export function studioEditUrl(
  studioUrl: string,
  listing: Pick<ProblemReportNotification, 'listingPath' | 'listingId'>,
): string {
  const kind = listing.listingPath.split('/')[0] ?? ''
  const type = isListingKind(kind) ? LISTINGS[kind].type : ''
  return `${studioUrl.replace(/\/+$/, '')}/intent/edit/id=${encodeURIComponent(listing.listingId)};type=${type}`
}

/** The email the content team receives: which page, what is wrong, the visitor's note, and where to correct it. */
export function reportEmail(
  notification: ProblemReportNotification,
  { siteUrl, studioUrl }: { siteUrl: string; studioUrl?: string | undefined },
): { subject: string; text: string } {
  const kind = notification.listingPath.split('/')[0] ?? ''
  const wrong = notification.details.wrong.map((value) => (isListingKind(kind) ? wrongDetailLabel(value, kind) : value))
  const text = labelledLines([
    ['Reference', notification.reference],
    ['Page', `${notification.listingTitle}\n${absoluteUrl(siteUrl, `/${notification.listingPath}`)}`],
    ['Received', receivedAt(notification.createdAt)],
    ['What is wrong', wrong.join(', ')],
    ['Their note', notification.details.note],
    ['In the Studio', studioUrl ? studioEditUrl(studioUrl, notification) : undefined],
  ])
  return {
    subject: `Problem report ${notification.reference}: ${notification.listingTitle} (${wrong.join(', ').toLowerCase()})`,
    text:
      'A visitor to the website says details on this page are wrong. Please check them with the service. ' +
      "Synced details (phone number, address, opening hours) are corrected in the client management system; once checked, set the page's 'Reviewed on' date in the Studio.\n\n" +
      `${text}\n\nMark it handled when done: npm run bookings -- reports handle ${notification.reference}\n`,
  }
}
