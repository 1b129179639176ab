import { describe, expect, it } from 'vitest'
import { pageKindOf, pageView, pageViewsAllowed } from './page-view'

describe('pageView', () => {
  it('sends the page title and its path', () => {
    expect(pageView('page', '/services/counselling', 'Counselling | Altogether better care')).toEqual({
      event: 'page-view',
      title: 'Counselling | Altogether better care',
      path: '/services/counselling',
    })
  })

  it('never sends a query string or a fragment', () => {
    expect(pageView('page', '/services/filter?q=gambling&postcode=2000', 'Find a service').path).toBe(
      '/services/filter',
    )
    expect(pageView('page', '/articles#money', 'Articles').path).toBe('/articles')
  })

  it('sends a generic path and title for search, never the words', () => {
    const view = pageView(pageKindOf('routes/search'), '/search', 'Results for family violence')
    expect(view).toEqual({ event: 'page-view', title: 'Search', path: '/search' })
    expect(JSON.stringify(view)).not.toMatch(/family|violence/)
  })

  it('sends a generic path and title for booking pages, without the service or the reference', () => {
    expect(pageView(pageKindOf('routes/booking'), '/booking/gambling-help', 'Book: Gambling help')).toEqual({
      event: 'page-view',
      title: 'Booking request',
      path: '/booking',
    })
    const confirmation = pageView(
      pageKindOf('routes/booking-confirmation'),
      '/booking/gambling-help/confirmation/ABC-123',
      'Request sent',
    )
    expect(confirmation).toEqual({ event: 'page-view', title: 'Booking request sent', path: '/booking/confirmation' })
  })

  it('sends the Saved page as /saved, never which listings a list holds (issue 35)', () => {
    expect(
      pageView(
        pageKindOf('routes/saved'),
        '/saved?ids=service-0042,location-0007',
        'Saved services and locations - Altogether better care',
      ),
    ).toEqual({
      event: 'page-view',
      title: 'Saved services and locations - Altogether better care',
      path: '/saved',
    })
    // Without JavaScript the list rides along on other pages' addresses too.
    expect(pageView('page', '/services?saved=service-0042', 'Services').path).toBe('/services')
  })

  it('sends a generic path and title for problem reports, without the page they are about or the reference', () => {
    expect(
      pageView(
        pageKindOf('routes/report'),
        '/report/services/gambling-help',
        'Tell us something is wrong: Gambling help',
      ),
    ).toEqual({
      event: 'page-view',
      title: 'Tell us something is wrong',
      path: '/report',
    })
    expect(
      pageView(pageKindOf('routes/report-sent'), '/report/services/gambling-help/sent/PR-AAAA-BBBB', 'Report sent'),
    ).toEqual({
      event: 'page-view',
      title: 'Report sent',
      path: '/report/sent',
    })
  })

  it('sends /404 for a missing page, not the address the visitor typed', () => {
    expect(pageView('not-found', '/help-leaving-my-partner', 'Page not found')).toEqual({
      event: 'page-view',
      title: 'Page not found',
      path: '/404',
    })
    expect(pageKindOf('routes/page-not-found')).toBe('not-found')
  })

  it('treats every other route as an ordinary page', () => {
    expect(pageKindOf('routes/service')).toBe('page')
    expect(pageKindOf(undefined)).toBe('page')
  })
})

describe('pageViewsAllowed', () => {
  it('is never in development (SPEC 7)', () => {
    expect(pageViewsAllowed(true)).toBe(false)
    expect(pageViewsAllowed(false)).toBe(true)
  })
})
