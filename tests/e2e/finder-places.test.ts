import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { axeViolations } from './support/browser'
import { describe, expect, test as it } from './support/fixture'

const baseUrl = inject('baseUrl')

const PHONE = { width: 390, height: 844 }
const foundCount = async (page: Page) =>
  Number(/^(\d+) services? found$/.exec((await page.locator('.finder__count').textContent()) ?? '')?.[1])

/** Answers a few questions of the finder as a visitor would, with a place, then shows the results. */
async function answer(page: Page, near: string) {
  await page.goto(`${baseUrl}/services/filter`, { waitUntil: 'networkidle' })
  await page.fill('#finder-q', 'home')
  await page.fill('#finder-age', '80')
  await page.selectOption('#finder-category', 'aged-care')
  await page.fill('#finder-near', near)
  await page.getByRole('button', { name: 'Show services' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe(near)
}

describe('the finder with every Australian place', () => {
  it.for([true, false])(
    'keeps the answers and marks the place field when the place is unknown (JavaScript %s)',
    async (javaScriptEnabled, { newPage }) => {
      const page = await newPage({ javaScriptEnabled })
      // The answer to the submission itself (the page, or its .data with JavaScript), however late it is seen.
      const submitted = page.waitForResponse((response) => {
        const url = new URL(response.url())
        return url.pathname.startsWith('/services/filter') && url.searchParams.get('near') === 'Zzyzx'
      })
      await answer(page, 'Zzyzx')
      await page.locator('.error-summary').waitFor()
      // The same form, every answer kept, and the error beside the field.
      expect(await page.inputValue('#finder-q')).toBe('home')
      expect(await page.inputValue('#finder-age')).toBe('80')
      expect(await page.inputValue('#finder-category')).toBe('aged-care')
      expect(await page.inputValue('#finder-near')).toBe('Zzyzx')
      const message = 'We could not find a suburb or postcode called "Zzyzx". Check the spelling, or try the postcode.'
      expect(await page.locator('.error-summary a[href="#finder-near"]').textContent()).toBe(message)
      expect(await page.getAttribute('#finder-near', 'aria-invalid')).toBe('true')
      const describedBy = (await page.getAttribute('#finder-near', 'aria-describedby'))?.split(' ') ?? []
      expect(describedBy).toContain('finder-near-error')
      expect(await page.locator('#finder-near-error').textContent()).toBe(`Error: ${message}`)
      // No results under an error, a status that says so, and a title without what was typed.
      expect(await page.locator('.service-results').count()).toBe(0)
      expect((await submitted).status()).toBe(422)
      const title = await page.title()
      expect(title).toMatch(/^Error: /)
      expect(title).not.toContain('Zzyzx')
      // 'address' reads like the visitor's home address: it is their suburb or postcode.
      expect(
        `${await page.locator('.error-summary').textContent()} ${await page.locator('#service-finder').textContent()}`,
      ).not.toMatch(/address/i)
      if (javaScriptEnabled) {
        expect(await page.evaluate(() => document.activeElement?.className)).toBe('error-summary')
        expect(await axeViolations(page)).toEqual([])
      }
    },
  )

  it('finds postcodes and suburbs no office is in, and near misses', async ({ newPage }) => {
    const page = await newPage()
    for (const [near, label] of [
      ['2145', 'postcode 2145'],
      ['Bondi', 'Bondi NSW'],
      ['parramata', 'Parramatta NSW'],
    ]) {
      const response = await page.goto(`${baseUrl}/services/filter?near=${near}&radius=50`, {
        waitUntil: 'networkidle',
      })
      expect(response?.status(), near).toBe(200)
      expect(await page.locator('.error-summary').count(), near).toBe(0)
      expect(await page.inputValue('#finder-near'), near).toBe(label)
      expect(await foundCount(page), near).toBeGreaterThan(0)
      expect(await page.locator('.service-card__distance').first().textContent(), near).toMatch(/km away|m away/)
    }
  })

  it('offers the places a shared name could be, each a link to the same search near it', async ({ newPage }) => {
    const page = await newPage()
    await page.goto(`${baseUrl}/services/filter?q=respite&near=Richmond`, { waitUntil: 'networkidle' })
    const choices = page.locator('.place-choices a')
    expect(await choices.allTextContents()).toEqual(
      expect.arrayContaining(['Richmond NSW 2753', 'Richmond VIC 3121', 'Richmond QLD 4822']),
    )
    await choices.filter({ hasText: 'Richmond VIC' }).click()
    await page.waitForURL(/near=Richmond\+VIC/)
    expect(new URL(page.url()).searchParams.get('q')).toBe('respite')
    await page.locator('.finder__count').waitFor()
    expect(await page.inputValue('#finder-near')).toBe('Richmond VIC')
  })
})

describe('the finder on a phone', () => {
  it.for([true, false])(
    'shows the count and the first result on the first screen after a search, the questions a tap away (JavaScript %s)',
    async (javaScriptEnabled, { newPage }) => {
      const page = await newPage({ javaScriptEnabled, viewport: PHONE, isMobile: true, hasTouch: true })
      await answer(page, 'Parramatta')
      await page.locator('.service-results > li').first().waitFor()
      // Where each is on the screen (the viewport), once any smooth scrolling has ended.
      const onScreen = async (selector: string) => {
        const box = await page.locator(selector).first().boundingBox()
        return box !== null && box.y >= 0 && box.y + Math.min(box.height, 120) <= PHONE.height
      }
      await expect.poll(() => onScreen('#finder-results')).toBe(true)
      await expect.poll(() => onScreen('.service-results > li')).toBe(true)
      await expect.poll(() => onScreen('.service-results > li .card__title')).toBe(true)
      await expect.poll(() => onScreen('.finder-filters__summary')).toBe(true)
      // The questions are folded away; one tap opens them with every answer kept.
      expect(await page.locator('#finder-q').isVisible()).toBe(false)
      await page.getByText('Change your answers').click()
      expect(await page.locator('#finder-q').isVisible()).toBe(true)
      expect(await page.inputValue('#finder-near')).toBe('Parramatta NSW')
      expect(await page.inputValue('#finder-q')).toBe('home')
      // No choice reads "(0)": options that would find nothing are not offered.
      const choices = await page.locator('#service-finder option, #service-finder label').allTextContents()
      expect(choices.length).toBeGreaterThan(10)
      expect(choices.filter((text) => text.includes('(0)'))).toEqual([])
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([])
    },
  )
})
