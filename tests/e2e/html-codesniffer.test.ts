import { htmlCodeSnifferErrors } from './support/browser'
import { describe, expect, test as it, waitForHydration } from './support/fixture'

/**
 * HTML_CodeSniffer (WCAG 2 AA errors) on the pages and parts issue 35 added: the Saved page, empty and
 * from a shared link, a problem report form, empty and with its errors, and the pages and lists that
 * show opening hours, checked dates, the interpreter line and Save. axe-core and the Nu HTML Checker
 * cover the same pages in accessibility.test.ts and html-validity.test.ts.
 */
const PAGES = [
  '/saved',
  '/saved?ids=service-0002,location-0001',
  '/report/services/home-care-packages-blacktown',
  '/locations',
  '/locations?opennow=1&weekends=1',
  '/locations/parramatta-community-hub',
  '/services/home-care-packages-blacktown',
  '/services/filter?opennow=1',
]

describe('HTML_CodeSniffer finds no WCAG 2 AA errors', () => {
  for (const path of PAGES) {
    it(path, async ({ page, baseUrl }) => {
      await page.goto(baseUrl + path, { waitUntil: 'load' })
      await waitForHydration(page)
      expect(await htmlCodeSnifferErrors(page)).toEqual([])
    })
  }

  it('on a problem report form showing its errors', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/report/services/home-care-packages-blacktown', { waitUntil: 'load' })
    await waitForHydration(page)
    await page.locator('main form').getByRole('button', { name: /send/i }).click()
    await page.getByRole('heading', { name: /there is a problem/i }).waitFor({ timeout: 15_000 })
    expect(await htmlCodeSnifferErrors(page)).toEqual([])
  })
})
