import { axeViolations } from './support/browser'
import { describe, expect, test as it } from './support/fixture'

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

describe('Help in your language', () => {
  it('has a short text in each community language, each with its lang (and dir), naming TIS National and 131 450', async ({ page, baseUrl }) => {
    const response = await page.goto(baseUrl + '/get-help/help-in-your-language', { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main [lang]')].map((element) => ({
        lang: element.lang,
        dir: element.dir,
        heading: element.querySelector('h2')?.textContent?.trim() ?? '',
        // Without the Unicode isolates that keep a phone number in order inside right-to-left text.
        text: (element.textContent ?? '').replace(/[\u2066-\u2069]/g, ''),
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
    const english = await page.locator('main').evaluate((main) => main.textContent ?? '')
    expect(english).toContain('Call TIS National on 131 450')
    expect(english).toContain('say ‘interpreter’ and the name of your language in English')
  })

  it('shows the Arabic phone numbers in their written order', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/get-help/help-in-your-language', { waitUntil: 'networkidle' })
    // The rendered order of the digits: with the isolates, '131 450' is not turned into '450 131'.
    const arabic = page.locator('main [lang="ar"] p').nth(1)
    const box = await arabic.evaluate((paragraph) => {
      const text = paragraph.firstChild?.textContent ?? ''
      const range = document.createRange()
      const node = [...paragraph.childNodes].find((child) => child.textContent?.includes('131'))!
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

  it('has no axe-core violations', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/get-help/help-in-your-language', { waitUntil: 'networkidle' })
    expect(await axeViolations(page)).toEqual([])
  })
})
