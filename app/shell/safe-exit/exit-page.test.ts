import { afterEach, describe, expect, it, vi } from 'vitest'
import { exitHref, exitPage, NEUTRAL_TITLE, showPageAgain } from './exit-page'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the exit address', () => {
  it('is the site settings address when it is a web address', () => {
    expect(exitHref('https://www.bom.gov.au')).toBe('https://www.bom.gov.au/')
    expect(exitHref('http://example.org/weather?x=1')).toBe('http://example.org/weather?x=1')
  })

  it('is missing when the settings give none or something that is not a web address', () => {
    for (const value of [null, undefined, '', 'javascript:alert(1)', 'data:text/html,hi', '/relative', 'not a url'])
      expect(exitHref(value)).toBeNull()
  })
})

/** A page's document and window as far as the exit touches them, recording each step in order. */
function stubPage(steps: string[], page: { title: string; body: { hidden: boolean } }) {
  const storage = (name: string) => ({ clear: () => steps.push(`${name} cleared`) })
  vi.stubGlobal('document', {
    documentElement: { setAttribute: (name: string) => steps.push(`<html ${name}>`) },
    body: {
      get hidden() {
        return page.body.hidden
      },
      set hidden(value: boolean) {
        page.body.hidden = value
        steps.push(`hidden=${value}`)
      },
    },
    get title() {
      return page.title
    },
    set title(value: string) {
      page.title = value
      steps.push(`title=${value}`)
    },
  })
  vi.stubGlobal('localStorage', storage('localStorage'))
  vi.stubGlobal('sessionStorage', storage('sessionStorage'))
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    steps.push(`fetch ${url} keepalive=${init.keepalive}`)
    return Promise.resolve(new Response(null))
  })
  vi.stubGlobal('window', {
    location: { replace: (href: string) => steps.push(`replace ${href}`) },
    addEventListener: (type: string) => steps.push(`on ${type}`),
  })
}

describe('exiting the page', () => {
  it('stops analytics, gives the tab a neutral title and hides the page first, forgets the site’s storage, then replaces the history entry with the exit site', () => {
    const steps: string[] = []
    stubPage(steps, { title: 'Family violence support - Altogether better care', body: { hidden: false } })
    exitPage('https://www.bom.gov.au/')
    expect(steps).toEqual([
      '<html data-exited>',
      `title=${NEUTRAL_TITLE}`,
      'hidden=true',
      'localStorage cleared',
      'sessionStorage cleared',
      // Cleared again as the page goes, after React Router saves its scroll positions.
      'on pagehide',
      // The same Clear-Site-Data as the exit without scripts, asked for as the page leaves.
      'fetch /exit keepalive=true',
      'replace https://www.bom.gov.au/',
    ])
    expect(NEUTRAL_TITLE).not.toMatch(/altogether|care|support|help/i)
  })

  it('shows the page and its title again only when the browser restores it from the back/forward cache', () => {
    const page = { body: { hidden: false }, title: 'Family violence support - Altogether better care' }
    stubPage([], page)
    exitPage('https://www.bom.gov.au/')
    expect(page).toEqual({ body: { hidden: true }, title: NEUTRAL_TITLE })
    showPageAgain({ persisted: false } as PageTransitionEvent)
    expect(page.body.hidden).toBe(true)
    showPageAgain({ persisted: true } as PageTransitionEvent)
    expect(page).toEqual({ body: { hidden: false }, title: 'Family violence support - Altogether better care' })
  })
})
