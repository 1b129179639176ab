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
    for (const value of [null, undefined, '', 'javascript:alert(1)', 'data:text/html,hi', '/relative', 'not a url']) expect(exitHref(value)).toBeNull()
  })
})

describe('exiting the page', () => {
  it('gives the tab a neutral title and hides the page first, then replaces the current history entry with the exit site', () => {
    const steps: string[] = []
    const body = {
      set hidden(value: boolean) {
        steps.push(`hidden=${value}`)
      },
    }
    vi.stubGlobal('document', {
      body,
      get title() {
        return 'Family violence support - Altogether better care'
      },
      set title(value: string) {
        steps.push(`title=${value}`)
      },
    })
    vi.stubGlobal('window', { location: { replace: (href: string) => steps.push(`replace ${href}`) } })
    exitPage('https://www.bom.gov.au/')
    expect(steps).toEqual([`title=${NEUTRAL_TITLE}`, 'hidden=true', 'replace https://www.bom.gov.au/'])
    expect(NEUTRAL_TITLE).not.toMatch(/altogether|care|support|help/i)
  })

  it('shows the page and its title again only when the browser restores it from the back/forward cache', () => {
    const page = { body: { hidden: false }, title: 'Family violence support - Altogether better care' }
    vi.stubGlobal('document', page)
    vi.stubGlobal('window', { location: { replace: () => undefined } })
    exitPage('https://www.bom.gov.au/')
    expect(page).toEqual({ body: { hidden: true }, title: NEUTRAL_TITLE })
    showPageAgain({ persisted: false } as PageTransitionEvent)
    expect(page.body.hidden).toBe(true)
    showPageAgain({ persisted: true } as PageTransitionEvent)
    expect(page).toEqual({ body: { hidden: false }, title: 'Family violence support - Altogether better care' })
  })
})
