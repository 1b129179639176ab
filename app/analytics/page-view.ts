/**
 * What a page view tells the tag manager (SPEC 7: 'Page-view event to a tag-manager data layer on
 * route change: title and path'), and what it never tells it: a query string, a search term, which
 * service a visitor asked to book, or an address a visitor typed that led nowhere
 * (docs/decisions/0025-page-views-without-what-visitors-seek.md).
 */

/** The data layer event's name. */
export const PAGE_VIEW_EVENT = 'page-view'

export interface PageView {
  event: typeof PAGE_VIEW_EVENT
  title: string
  path: string
}

/** The kind of page shown, as far as the page view needs to know it. */
export type PageKind = 'page' | 'search' | 'booking' | 'booking-confirmation' | 'report' | 'report-sent' | 'not-found'

/** Pages whose own address or title says what the visitor was looking for get a generic one. */
const GENERIC: Partial<Record<PageKind, { path: string; title: string }>> = {
  search: { path: '/search', title: 'Search' },
  booking: { path: '/booking', title: 'Booking request' },
  'booking-confirmation': { path: '/booking/confirmation', title: 'Booking request sent' },
  // Which service or location a visitor found wrong details on says what they were looking for, as a booking does.
  report: { path: '/report', title: 'Tell us something is wrong' },
  'report-sent': { path: '/report/sent', title: 'Report sent' },
  // The address of a missing page is something a visitor typed (the 404 page even offers it as search words).
  'not-found': { path: '/404', title: 'Page not found' },
}

/** Which kind of page a route is, by its id in app/routes.ts. */
export function pageKindOf(routeId: string | undefined): PageKind {
  switch (routeId) {
    case 'routes/search':
      return 'search'
    case 'routes/booking':
      return 'booking'
    case 'routes/booking-confirmation':
      return 'booking-confirmation'
    case 'routes/report':
      return 'report'
    case 'routes/report-sent':
      return 'report-sent'
    case 'routes/page-not-found':
      return 'not-found'
    default:
      return 'page'
  }
}

/**
 * The page view for a page: its path without query string or fragment, and its title, both generic
 * where the real ones could tell what the visitor sought.
 */
export function pageView(kind: PageKind, pathname: string, documentTitle: string): PageView {
  const generic = GENERIC[kind]
  if (generic) return { event: PAGE_VIEW_EVENT, ...generic }
  return { event: PAGE_VIEW_EVENT, title: documentTitle, path: pathOnly(pathname) }
}

/** The path alone: anything from a '?' or '#' on is dropped, whatever the caller passed. */
function pathOnly(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? ''
  return path.startsWith('/') ? path : `/${path}`
}

/** SPEC 7: page views are never sent in development. */
export function pageViewsAllowed(development: boolean): boolean {
  return !development
}
