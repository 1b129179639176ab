import { describe, expect, test as it } from './support/fixture'
import { loadPage, PAGE_TYPES, storeSettings } from './support/page-types'

/** The reading settings that widen text, each on its own and all three together, at 200 % text (issue 17, point 3). */
const COMBINATIONS: Record<string, Record<string, boolean>> = {
  'the dyslexia font': { isDyslexiaFont: true },
  'more spacing': { isLetterSpacing: true },
  'bold text': { isBold: true },
  'all three': { isDyslexiaFont: true, isLetterSpacing: true, isBold: true },
}

/**
 * What does not fit: how far the page scrolls sideways, and each box that cuts its own text off
 * (overflow hidden or clip, with text wider than the box). Visually hidden text (1 px boxes) and boxes
 * outside the screen on purpose (the booking form's trap for robots) are not seen, so not counted.
 */
function overflowOnPage() {
  const clipped: string[] = []
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element)
    if (!/hidden|clip/.test(style.overflowX) || !element.textContent.trim()) continue
    const box = element.getBoundingClientRect()
    if (box.width <= 1 || box.right <= 0 || element.closest('[hidden]')) continue
    if (element.scrollWidth > element.clientWidth + 1)
      clipped.push(
        `${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth} > ${element.clientWidth})`,
      )
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth, clipped }
}

describe('the reading settings never break a phone layout', () => {
  for (const width of [320, 390]) {
    it(
      `at ${width} px, 200 % text: no page scrolls sideways and no text is cut`,
      { timeout: 300_000 },
      async ({ newPage, baseUrl }) => {
        const page = await newPage({ viewport: { width, height: 800 } })
        await page.goto(baseUrl + '/robots.txt')
        const failures: string[] = []
        for (const [name, flags] of Object.entries(COMBINATIONS)) {
          await storeSettings(page, { fontSize: 200, ...flags })
          for (const path of PAGE_TYPES) {
            await loadPage(page, baseUrl + path)
            // The settings are on: the page is drawn with them (the same attributes the settings panel sets).
            expect(await page.evaluate(() => document.documentElement.hasAttribute('data-large-text')), path).toBe(true)
            const found = await page.evaluate(overflowOnPage)
            if (found.scrollWidth > found.innerWidth)
              failures.push(`${path} with ${name}: ${found.scrollWidth} px wide`)
            for (const box of found.clipped) failures.push(`${path} with ${name}: cuts ${box}`)
          }
        }
        expect(failures).toEqual([])
      },
    )
  }
})
