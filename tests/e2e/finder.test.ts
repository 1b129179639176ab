import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { axeViolations } from './support/browser'
import { describe, expect, test as it } from './support/fixture'

const baseUrl = inject('baseUrl')

const foundCount = async (page: Page) =>
  Number(/^(\d+) services? found$/.exec((await page.locator('.finder__count').textContent()) ?? '')?.[1])

/** Chooses filters in the form as a visitor would, then shows the results. */
async function useFinder(page: Page) {
  await page.goto(baseUrl + '/services/filter', { waitUntil: 'networkidle' })
  const everything = await foundCount(page)
  await page.selectOption('#finder-category', 'aged-care')
  await page.fill('#finder-age', '70')
  await page.check('#finder-nofee')
  await page.getByRole('button', { name: 'Show services' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('aged-care')
  return everything
}

describe('the service finder', () => {
  it('narrows the results with JavaScript on, keeping the search in the address', async ({ newPage }) => {
    const page = await newPage()
    const everything = await useFinder(page)
    const url = new URL(page.url())
    expect(url.searchParams.get('age')).toBe('70')
    expect(url.searchParams.get('nofee')).toBe('1')
    await expect.poll(() => foundCount(page)).toBeLessThan(everything)
    const narrowed = await foundCount(page)
    expect(narrowed).toBeGreaterThan(0)
    expect(await page.locator('.service-results > li').count()).toBe(Math.min(narrowed, 12))
    // The count beside the chosen category is the number of results.
    expect(await page.locator('#finder-category option:checked').textContent()).toContain(`(${narrowed})`)
    // Removing a filter, then going back, restores the search.
    await page.locator('.active-filters__remove', { hasText: 'No fee' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.has('nofee')).toBe(false)
    await page.goBack()
    await expect.poll(() => new URL(page.url()).searchParams.get('nofee')).toBe('1')
    await expect.poll(() => foundCount(page)).toBe(narrowed)
  })

  it('works the same with JavaScript off', async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false })
    await useFinder(page)
    expect(await foundCount(page)).toBeGreaterThan(0)
    expect(new URL(page.url()).searchParams.get('age')).toBe('70')
  })

  it('can be used with the keyboard alone', async ({ newPage }) => {
    const page = await newPage()
    await page.goto(baseUrl + '/services/filter', { waitUntil: 'networkidle' })
    await page.locator('#finder-q').focus()
    await page.keyboard.type('counselling')
    let reachedNear = false
    for (let press = 0; press < 10 && !reachedNear; press += 1) {
      await page.keyboard.press('Tab')
      reachedNear = await page.evaluate(() => document.activeElement?.id === 'finder-near')
    }
    expect(reachedNear).toBe(true)
    await page.keyboard.type('Parramatta')
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe('Parramatta')
    expect(new URL(page.url()).searchParams.get('q')).toBe('counselling')
    expect(await foundCount(page)).toBeGreaterThan(0)
    expect(await page.locator('.service-card__distance').first().textContent()).toMatch(/km away/)
  })

  it('says what to loosen, and how to call, when nothing matches', async ({ newPage }) => {
    const page = await newPage()
    await page.goto(baseUrl + '/services/filter?category=aged-care&age=5', { waitUntil: 'networkidle' })
    expect(await foundCount(page)).toBe(0)
    expect(await page.locator('.no-results').textContent()).toContain('Or call us on')
    expect(await page.locator('.no-results li a').count()).toBeGreaterThan(0)
  })

  it('answers a wrong value with 400 and plain words', async () => {
    const response = await fetch(`${baseUrl}/services/filter?category=no-such-thing`)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('There is no category called')
  })

  it('keeps the visitor\u2019s grid or list choice', async ({ newPage }) => {
    const page = await newPage()
    await page.goto(baseUrl + '/services/filter', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'List', exact: true }).click()
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe('true')
    expect(await page.evaluate(() => document.documentElement.dataset.serviceGridLayout)).toBe('list')
  })
})

describe('services pages', () => {
  const PAGES = [
    '/services',
    '/services/filter',
    '/services/filter?category=aged-care&near=Parramatta',
    '/services/category/aged-care',
    '/services/support/help-at-home',
    '/services/audience/older-people',
    '/services/expertise/dementia',
    '/services/home-care-packages-blacktown',
  ]

  it('answer 200 and have no axe-core violations', async ({ newPage }) => {
    const page = await newPage()
    for (const path of PAGES) {
      const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
      expect(response?.status(), path).toBe(200)
      expect(await axeViolations(page), path).toEqual([])
    }
  })

  it('show only visible services', async () => {
    for (const path of PAGES) {
      const html = await (await fetch(baseUrl + path)).text()
      expect(html, path).not.toMatch(/\bRetired\b|\bDraft\b/)
    }
    for (const slug of ['no-such-service']) expect((await fetch(`${baseUrl}/services/${slug}`)).status).toBe(404)
  })
})

describe('category colours', () => {
  it('tint the header on a category page, unless the category asks for a white navigation bar', async ({ newPage }) => {
    const page = await newPage()
    const headerBackground = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).backgroundColor)
    await page.goto(baseUrl + '/services/category/aged-care', { waitUntil: 'networkidle' })
    expect(await headerBackground()).toBe('rgb(253, 232, 215)')
    await page.goto(baseUrl + '/services/category/disability-support', { waitUntil: 'networkidle' })
    expect(await headerBackground()).toBe('rgb(255, 255, 255)')
    await page.goto(baseUrl + '/about-us', { waitUntil: 'networkidle' })
    expect(await headerBackground()).toBe('rgb(255, 255, 255)')
  })
})
