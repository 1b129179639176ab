import type { Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { describe, expect, test as it, waitForHydration, waitForPageSettled } from './support/fixture'
import { PAGE_TYPE_EXAMPLES } from './support/page-types'
import { PREVIEW_TEST_SETTINGS } from './support/preview'
import { startServer, type RunningServer } from './support/server'
import {
  bundledDocuments,
  cleanText,
  cmsStrings,
  editLinkIn,
  STEGA,
  stegaOutsideText,
  valuesAt,
  visibleTexts,
} from './support/stega'
import { ifSet } from '../support/if-set'

/**
 * Issue 34 point 4: in preview with a Studio configured, every text a visitor sees that an editor
 * wrote carries an edit link (stega) to the field it came from, on every page type; and each link
 * opens a field that holds that text (decision 0024: never wrong).
 *
 * A text is counted as written in the CMS when it is exactly one of the dataset's strings, unless it
 * is within one of SITE_OWN (the site's own words that happen to equal one) or KNOWN_EXCEPTIONS
 * (CMS texts kept without a link on purpose, counted apart).
 */

/** The site's own words that equal a string of the dataset: not from the CMS. */
const SITE_OWN = [
  // 'Exit this page': the exit button's fixed label (DESIGN.md).
  '.safe-exit__label',
  // 'Search': the search forms' buttons.
  'button[type="submit"]',
  // '© Altogether better care', 'Go to the Altogether better care home page': the organisation's name as the code has it (app/lib/titles/page-title.ts).
  '.site-footer__copyright, .error-page a[href="/"]',
  // 'Home', and the listing pages' fixed crumbs ('Services', 'Locations', 'News and stories', 'Open roles').
  '.breadcrumbs li:first-child',
  '.breadcrumbs a[href="/services"], .breadcrumbs a[href="/locations"], .breadcrumbs a[href="/articles"], .breadcrumbs a[href="/work-with-us/careers/open-roles"]',
  // 'Popular services': the services and search pages' fixed headings (the home page's is a CMS section
  // heading); 'Talk to someone now', the crisis lines' heading.
  '#featured, #popular-services, .crisis-help__title',
  // The kinds of search results (app/search/result-types.ts), and the visitor's own words.
  '.search-group__heading, .search-page .filter-links__link, .results-count',
  // A matched word in a search result: part of a title or passage whose link rides on its last part.
  'mark',
  // 'Need an interpreter?': the interpreter line's fixed words beside a phone number (app/trust/InterpreterLine.tsx);
  // its 'Call TIS National on 131 450' is a joined string.
  '.interpreter-line',
  // 'Email': the label before a service's email address, and a booking form's choice of how to reply.
  '.contact-lines li, .booking-form label',
]

/** CMS texts without an edit link on purpose: within the selector, and one of `texts` when given. */
const KNOWN_EXCEPTIONS: Array<{ selector: string; texts?: string[] }> = [
  // An email address is also its link's address (mailto:) and where booking requests go: edit
  // characters must never reach it (issue 34 point 5). The service's other texts open its document.
  { selector: 'a[href^="mailto:"]' },
  // An open role's employment type: a choice from the schema's fixed list, which Sanity's own stega
  // filter leaves out (a field with 'type' in its name reads as a value) and structured data maps to
  // Google's words (app/structured-data/job-posting.ts).
  { selector: '.facts:not(.facts--service) dd', texts: ['Full time', 'Part time', 'Casual', 'Fixed term contract'] },
]

const documents = bundledDocuments()
const byId = new Map(documents.map((document) => [document._id, document]))
const written = cmsStrings(documents)

let server: RunningServer
beforeAll(async () => {
  server = await startServer({
    LOG_LEVEL: 'warn',
    SANITY_STUDIO_URL: 'https://studio.example.org/studio',
    ...PREVIEW_TEST_SETTINGS,
  })
})
afterAll(() => ifSet(server)?.stop())

/** Turns preview on at a site and lands on the page, settled (an error page, which holds no live connection, once hydrated). */
async function previewPage(page: Page, site: string, path: string) {
  const landed = await page.goto(
    `${site}/api/preview/enable?secret=${PREVIEW_TEST_SETTINGS.PREVIEW_SECRET}&redirect=${encodeURIComponent(path)}`,
  )
  if (landed?.ok()) await waitForPageSettled(page)
  else await waitForHydration(page)
}

interface Coverage {
  /** Visible texts an editor wrote (known exceptions left out). */
  cms: number
  /** Of them, those with an edit link. */
  linked: number
  /** The ones without, for the report. */
  missing: string[]
  /** Known exceptions seen. */
  excepted: number
  /** Links that open a field which does not hold the text. */
  wrong: string[]
}

const emptyCoverage = (): Coverage => ({ cms: 0, linked: 0, missing: [], excepted: 0, wrong: [] })

async function coverageOf(page: Page, root?: string): Promise<Coverage> {
  const coverage = emptyCoverage()
  for (const { text, element, within } of await visibleTexts(page, {
    root,
    marked: [...SITE_OWN, ...KNOWN_EXCEPTIONS.map(({ selector }) => selector)],
  })) {
    const clean = cleanText(text).trim()
    const link = editLinkIn(text)
    const isWritten = written.has(clean)
    if (link) {
      // The field holds the text (in the draft, or in the published document the indexes show): the
      // whole text, or a part of it (a passage, the words around a phone link) or the field's text
      // within a longer one ('Services menu', 'Dandenong, VIC').
      // Case aside: a label may be shown in lower case within a sentence ('counselling and …').
      const values = valuesAt(byId, link)
      const lower = clean.toLowerCase()
      const holds = values.some(
        (value) =>
          typeof value === 'string' &&
          (value.trim().toLowerCase().includes(lower) || lower.includes(value.trim().toLowerCase())),
      )
      if (!holds) coverage.wrong.push(`${clean} → ${link.id} ${link.path} (${JSON.stringify(values)})`)
    }
    if (!isWritten || (within && SITE_OWN.includes(within))) continue
    const exception = KNOWN_EXCEPTIONS.find(
      ({ selector, texts }) => selector === within && (!texts || texts.includes(clean)),
    )
    if (exception) {
      coverage.excepted += 1
      continue
    }
    coverage.cms += 1
    if (link) coverage.linked += 1
    else coverage.missing.push(`${element}: ${clean.slice(0, 60)}`)
  }
  return coverage
}

const figures: string[] = []
afterAll(() => {
  console.log(`Visible CMS texts with an edit link, per page type (known exceptions apart):\n${figures.join('\n')}`)
})

function report(type: string, coverage: Coverage) {
  const share = coverage.cms ? Math.round((100 * coverage.linked) / coverage.cms) : 100
  figures.push(
    `${type.padEnd(24)} ${coverage.linked}/${coverage.cms} (${share} %)${coverage.excepted ? `, ${coverage.excepted} known exceptions` : ''}`,
  )
  if (coverage.missing.length) figures.push(`  without: ${coverage.missing.join(' | ')}`)
}

describe('visual editing on every page type (issue 34, points 4 and 5)', () => {
  it.for(PAGE_TYPE_EXAMPLES)(
    '$type ($path): every CMS text carries an edit link to its field, nothing but text carries one, and the page reads as without them',
    async ({ type, path }, { page, newPage, baseUrl }) => {
      await previewPage(page, server.baseUrl, path)
      const coverage = await coverageOf(page)
      report(type, coverage)
      expect(coverage.cms).toBeGreaterThan(5)
      expect(coverage.wrong, 'links to a field that does not hold the text').toEqual([])
      expect(coverage.missing, 'CMS texts without an edit link').toEqual([])

      // Point 5: as the server sends the page, and as the browser has it once hydrated.
      const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
      const html = await (await fetch(server.baseUrl + path, { headers: { cookie } })).text()
      expect(html, 'the page is in preview, with edit links in its text').toMatch(STEGA)
      expect(await stegaOutsideText(page, html), "in the server's HTML").toEqual([])
      expect(await stegaOutsideText(page), 'in the hydrated page').toEqual([])

      // The links change nothing a visitor reads: the same drafts, previewed on a site without a Studio
      // (the e2e server, no edit links), show the same CMS texts in the same order (a value looked up
      // with a link in it would not: 'At home' instead of 'At your home'). Only the CMS's: a passing
      // state of the page (a loading note) may differ between two loads.
      const plain = await newPage()
      await previewPage(plain, baseUrl, path)
      const cmsTexts = async (of: Page) =>
        (await visibleTexts(of)).map(({ text }) => cleanText(text).trim()).filter((text) => written.has(text))
      expect(await cmsTexts(page)).toEqual(await cmsTexts(plain))
    },
  )

  it("the main navigation's menus: every text in each open menu carries an edit link", async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1350, height: 940 } })
    await previewPage(page, server.baseUrl, '/')
    const toggles = page.locator('.site-nav [aria-controls^="menu-"]')
    const total = emptyCoverage()
    for (let index = 0; index < (await toggles.count()); index++) {
      const toggle = toggles.nth(index)
      const panel = `#${await toggle.getAttribute('aria-controls')}`
      await toggle.click()
      await page.locator(panel).waitFor({ state: 'visible' })
      const coverage = await coverageOf(page, panel)
      total.cms += coverage.cms
      total.linked += coverage.linked
      total.missing.push(...coverage.missing)
      total.wrong.push(...coverage.wrong)
      await page.keyboard.press('Escape')
      await page.locator(panel).waitFor({ state: 'hidden' })
    }
    report('menus', total)
    expect(total.cms).toBeGreaterThan(10)
    expect(total.wrong).toEqual([])
    expect(total.missing).toEqual([])
  })
})
