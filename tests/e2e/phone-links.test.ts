import type { Locator, Page } from 'playwright-core'
import { describe, expect, test as it } from './support/fixture'

/**
 * Australian phone numbers as the site's text writes them (13 11 14, 131 450, 1300 975 707,
 * 1800 55 1800, 02 9876 5432, 0412 345 678) and the emergency number after 'call'. Written apart
 * from the site's own finder, so a number it misses is found here.
 */
const PHONE_LOOKING =
  /(?<![\d,.$])(?:13 ?\d{2} ?\d{2}|13\d \d{3}|1[38]00 ?\d{2,3} ?\d{3,4}|0[2-478] ?\d{4} ?\d{4}|04\d{2} ?\d{3} ?\d{3})(?![\d,])|(?<=\bcall )000\b/gi

/** Pages where the site writes phone numbers: the shell's, settings', rich text's, services', locations'. */
const PAGES = [
  '/',
  '/get-help',
  '/get-help/help-in-your-language',
  '/get-help/browsing-safely',
  '/contact-us',
  '/feedback',
  '/services/family-violence-support-frankston',
  '/services/home-care-packages-blacktown',
  '/locations/parramatta-community-hub',
  '/articles/how-to-use-a-free-interpreter',
  '/articles/talking-to-someone-about-your-mental-health',
  '/campaigns/its-ok-to-ask-early',
  '/policies-and-statements/child-safe-policy',
]

/** Phone numbers in the page's text that are not inside a tel: link, with the text around each. */
function unlinkedPhoneNumbers(page: Page) {
  return page.evaluate((pattern) => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('a[href^="tel:"], script, style, template')) continue
      const text = (node.textContent ?? '').replace(/[\u2066-\u2069]/g, '')
      for (const match of text.matchAll(new RegExp(pattern, 'gi'))) found.push(`${match[0]} in “${text.trim()}”`)
    }
    return found
  }, PHONE_LOOKING.source)
}

/** The tel: links in the first element `scope` finds (a selector, or a locator): their words and where they call. */
function telLinks(page: Page, scope: string | Locator = 'body') {
  const root = typeof scope === 'string' ? page.locator(scope) : scope
  return root.first().evaluate((element) =>
    [...element.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].map((link) => ({
      text: link.textContent.trim(),
      href: link.getAttribute('href'),
    })),
  )
}

describe('Every phone number is a tap-to-call link', () => {
  for (const path of PAGES) {
    it(`${path} has no phone number outside a tel: link`, async ({ page, baseUrl }) => {
      const response = await page.goto(baseUrl + path)
      expect(response?.status()).toBe(200)
      expect(await unlinkedPhoneNumbers(page)).toEqual([])
      expect((await telLinks(page)).length).toBeGreaterThan(0)
    })
  }

  it('calls TIS National on 131 450 from the language page, in English and in every language', async ({
    page,
    baseUrl,
  }) => {
    await page.goto(baseUrl + '/get-help/help-in-your-language')
    const tis = { text: '131 450', href: 'tel:131450' }
    expect(await telLinks(page, 'main section:not([lang]) .rich-text')).toContainEqual(tis)
    const sections = page.locator('main section [lang]')
    expect(await sections.count()).toBe(7)
    for (const section of await sections.all()) {
      const links = await telLinks(page, section)
      expect(links, (await section.getAttribute('lang')) ?? '').toEqual([
        tis,
        { text: '1300 975 707', href: 'tel:1300975707' },
      ])
    }
  })

  it('calls TIS National from the contact page’s ways to contact us, and the crisis lines from a service page', async ({
    page,
    baseUrl,
  }) => {
    await page.goto(baseUrl + '/contact-us')
    expect(await telLinks(page, '.contact-methods')).toContainEqual({ text: '131 450', href: 'tel:131450' })
    await page.goto(baseUrl + '/services/family-violence-support-frankston')
    const about = await telLinks(page, 'main section[aria-labelledby="about-service"]')
    expect(about).toEqual([
      { text: '000', href: 'tel:000' },
      { text: '1800 737 732', href: 'tel:1800737732' },
    ])
  })

  it('never links a number twice: a number already in a link stays one link', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/get-help')
    expect(await page.locator('a a').count()).toBe(0)
    // The hero's 'Call 000' button is the editor's tel: link; the words around it gain their own.
    expect(await telLinks(page, 'main .hero')).toEqual(
      expect.arrayContaining([
        { text: '000', href: 'tel:000' },
        { text: 'Call 000', href: 'tel:000' },
      ]),
    )
  })
})
