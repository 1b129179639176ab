import type { Page } from 'playwright-core'
import { axeViolations } from './support/browser'
import { describe, expect, test as it, waitForHydration } from './support/fixture'

/** The community languages the page must speak (issue 17 point 6), with the direction each is written in. */
const LANGUAGES = [
  { lang: 'ar', dir: 'rtl' },
  { lang: 'zh-Hans', dir: 'ltr' },
  { lang: 'vi', dir: 'ltr' },
  { lang: 'el', dir: 'ltr' },
  { lang: 'it', dir: 'ltr' },
  { lang: 'hi', dir: 'ltr' },
  { lang: 'pa', dir: 'ltr' },
]

/** Each language's name in its own script, as the list at the top of the page shows it. */
const OWN_NAMES = ['العربية', '简体中文', 'Tiếng Việt', 'Ελληνικά', 'Italiano', 'हिन्दी', 'ਪੰਜਾਬੀ']

const PAGE = '/get-help/help-in-your-language'

/** Where a language's section heading is, beside the sticky 'Exit this page' button and the screen. */
function headingPlace(page: Page, lang: string) {
  return page.evaluate((lang) => {
    const heading = document.querySelector(`main section [lang="${lang}"] h2`)!.getBoundingClientRect()
    const exit = document.querySelector('.safe-exit__button')!.getBoundingClientRect()
    const underExit =
      heading.top < exit.bottom && exit.top < heading.bottom && heading.left < exit.right && exit.left < heading.right
    return { onScreen: heading.top >= 0 && heading.bottom <= window.innerHeight, underExit, hash: location.hash }
  }, lang)
}

describe('Help in your language', () => {
  it('has a short text in each community language, each with its lang (and dir), naming TIS National and 131 450', async ({
    page,
    baseUrl,
  }) => {
    const response = await page.goto(baseUrl + PAGE, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main section [lang]')].map((element) => ({
        lang: element.lang,
        dir: element.dir,
        heading: element.querySelector('h2')?.textContent.trim() ?? '',
        // Without the Unicode isolates that keep a phone number in order inside right-to-left text.
        text: element.textContent.replace(/[\u2066-\u2069]/g, ''),
        direction: getComputedStyle(element).direction,
      })),
    )
    expect(sections.map(({ lang, dir }) => ({ lang, dir }))).toEqual(LANGUAGES)
    for (const section of sections) {
      expect(section.heading, section.lang).not.toBe('')
      expect(section.text, section.lang).toContain('TIS National')
      expect(section.text, section.lang).toContain('131 450')
      expect(section.text, section.lang).toContain('1300 975 707')
      expect(section.direction, section.lang).toBe(section.dir)
    }
    // The page itself stays English, and tells English readers how to ask for an interpreter too.
    expect(await page.locator('html').getAttribute('lang')).toBe('en-AU')
    const english = await page.locator('main').evaluate((main) => main.textContent)
    expect(english).toContain('Call TIS National on 131 450')
    expect(english).toContain('say ‘interpreter’ and the name of your language in English')
  })

  it('shows the Arabic phone numbers in their written order', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + PAGE, { waitUntil: 'networkidle' })
    // The rendered order of the digits: with the isolates, '131 450' is not turned into '450 131'.
    const arabic = page.locator('main [lang="ar"] p').nth(1)
    const box = await arabic.evaluate((paragraph) => {
      const text = paragraph.firstChild?.textContent ?? ''
      const range = document.createRange()
      // The text node with the number (inside its tap-to-call link).
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT)
      let node = walker.nextNode()
      while (node && !node.textContent?.includes('131')) node = walker.nextNode()
      if (!node) throw new Error('no 131 450 in the Arabic text')
      const start = (node.textContent ?? '').indexOf('131')
      const end = (node.textContent ?? '').indexOf('450')
      range.setStart(node, start)
      range.setEnd(node, start + 3)
      const first = range.getBoundingClientRect().x
      range.setStart(node, end)
      range.setEnd(node, end + 3)
      return { text, first, second: range.getBoundingClientRect().x }
    })
    expect(box.first).toBeLessThan(box.second)
  })

  it('lists every language at the top, each named in its own script with its lang and dir', async ({
    page,
    baseUrl,
  }) => {
    await page.goto(baseUrl + PAGE)
    const list = page.getByRole('navigation', { name: 'Choose your language' })
    const items = await list.getByRole('link').evaluateAll((links: HTMLAnchorElement[]) =>
      links.map((link) => ({
        name: link.textContent,
        lang: link.lang,
        dir: link.dir,
        href: link.getAttribute('href'),
      })),
    )
    expect(items).toEqual(
      LANGUAGES.map(({ lang, dir }, index) => ({
        name: OWN_NAMES[index],
        lang,
        dir,
        href: `#language-${lang.toLowerCase()}`,
      })),
    )
    // At the top: after the page's title, before the first section, on the first screen of a phone.
    const order = await page.evaluate(() => {
      const list = document.querySelector('nav[aria-labelledby="languages-on-page"]')!
      const follows = (selector: string) =>
        Boolean(list.compareDocumentPosition(document.querySelector(selector)!) & Node.DOCUMENT_POSITION_FOLLOWING)
      return { beforeFirstSection: follows('main section'), afterTitle: !follows('main h1') }
    })
    expect(order).toEqual({ beforeFirstSection: true, afterTitle: true })
  })

  it('puts the language list on the first screen of a phone', async ({ newPage, baseUrl }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(baseUrl + PAGE)
    const top = await page
      .getByRole('navigation', { name: 'Choose your language' })
      .getByRole('link')
      .first()
      .evaluate((link) => link.getBoundingClientRect().top)
    expect(top).toBeLessThan(844)
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    it(`jumps to each language's section, its heading on screen and clear of the exit button, at ${viewport.width}×${viewport.height}`, async ({
      newPage,
      baseUrl,
    }) => {
      const page = await newPage({ viewport })
      await page.goto(baseUrl + PAGE)
      await waitForHydration(page)
      const list = page.getByRole('navigation', { name: 'Choose your language' })
      // Last first: the longest way down, then back up the page.
      for (const { lang } of [...LANGUAGES].reverse()) {
        await list.locator(`a[lang="${lang}"]`).click()
        await expect
          .poll(() => headingPlace(page, lang), { timeout: 15_000 })
          .toEqual({ onScreen: true, underExit: false, hash: `#language-${lang.toLowerCase()}` })
      }
    })
  }

  it('has no axe-core violations', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + PAGE, { waitUntil: 'networkidle' })
    expect(await axeViolations(page)).toEqual([])
  })
})
