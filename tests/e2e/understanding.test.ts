import type { Page } from 'playwright-core'
import { axeViolations } from './support/browser'
import { describe, expect, test as it, waitForHeaderCombobox, waitForHydration } from './support/fixture'

const searchUrl = (baseUrl: string, q: string) => `${baseUrl}/search?${new URLSearchParams({ q }).toString()}`

/** The crisis lines as the visitor sees them: each line's name and number, and where its button calls. */
async function crisisLines(page: Page) {
  return page
    .locator('[data-crisis-help] .crisis-help__call')
    .evaluateAll((links) =>
      links.map((link) => ({ text: link.textContent.replace(/\s+/g, ' ').trim(), href: link.getAttribute('href') })),
    )
}

/** Whether the first element comes before the second in the page. */
async function comesBefore(page: Page, first: string, second: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) => {
      const one = document.querySelector(a!)
      const two = document.querySelector(b!)
      return Boolean(one && two && one.compareDocumentPosition(two) & Node.DOCUMENT_POSITION_FOLLOWING)
    },
    [first, second],
  )
}

describe('words that signal a crisis', () => {
  it.for([false, true])(
    'with JavaScript %s, /search starts with the right lines to call, above every result, with the way out in view',
    async (javaScriptEnabled, { newPage, baseUrl }) => {
      const page = await newPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } })
      await page.goto(searchUrl(baseUrl, 'my partner hurts me and I am scared at home'))
      if (javaScriptEnabled) await waitForHydration(page)
      expect(await crisisLines(page)).toEqual([
        { text: 'Police, ambulance, fire 000', href: 'tel:000' },
        { text: '1800RESPECT 1800 737 732', href: 'tel:1800737732' },
      ])
      expect(await comesBefore(page, '[data-crisis-help]', '.search-group')).toBe(true)
      await expect.poll(() => page.locator('[data-crisis-help]').isVisible()).toBe(true)
      await expect.poll(() => page.locator('.safe-exit__button').first().isVisible()).toBe(true)
      // What was typed stays out of the title.
      expect(await page.title()).toBe('Search results - Altogether better care')
    },
  )

  it('answers suicide said indirectly with Lifeline and the Suicide Call Back Service', async ({ page, baseUrl }) => {
    await page.goto(searchUrl(baseUrl, "I don't want to be here any more"))
    expect(await crisisLines(page)).toEqual([
      { text: 'Lifeline 13 11 14', href: 'tel:131114' },
      { text: 'Suicide Call Back Service 1300 659 467', href: 'tel:1300659467' },
    ])
  })

  it('offers the crisis line first in the header’s suggestions', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await waitForHeaderCombobox(page)
    await page.locator('#header-search-q').fill('thinking about ending my life')
    const first = page.locator('#header-search-q-suggestions [role="option"]').first()
    await expect.poll(() => first.textContent()).toContain('Call Lifeline on 13 11 14')
  })

  it('answers in the finder’s words too, above the form', async ({ page, baseUrl }) => {
    await page.goto(
      `${baseUrl}/services/filter?${new URLSearchParams({ q: 'he said he would kill me if I leave' }).toString()}`,
    )
    expect((await crisisLines(page)).map((line) => line.href)).toEqual(['tel:000', 'tel:1800737732'])
    expect(await comesBefore(page, '[data-crisis-help]', '.finder__layout')).toBe(true)
  })

  it('shows no crisis line for everyday words', async ({ page, baseUrl }) => {
    await page.goto(searchUrl(baseUrl, 'help at home for my mum'))
    expect(await page.locator('[data-crisis-help]').count()).toBe(0)
  })

  it('is accessible', async ({ page, baseUrl }) => {
    await page.goto(searchUrl(baseUrl, 'nowhere to sleep tonight'))
    await waitForHydration(page)
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('a need described in plain words', () => {
  it.for([false, true])(
    'with JavaScript %s, shows the services that meet it first and the reading, which one link takes away',
    async (javaScriptEnabled, { newPage, baseUrl }) => {
      const page = await newPage({ javaScriptEnabled })
      await page.goto(searchUrl(baseUrl, 'behind on the rent and the landlord sent a notice'))
      if (javaScriptEnabled) await waitForHydration(page)
      // Behind on the rent is a money matter too: two needs, the first need's two best services, then the second's best.
      expect(await page.locator('[data-reading]').textContent()).toContain(
        'Showing services for tenancy support and money help first.',
      )
      expect(await page.locator('.search-group__heading').first().textContent()).toMatch(/^Services/)
      const first = await page.locator('.search-group').first().locator('.search-result__title a').allTextContents()
      expect(first.length).toBe(3)
      expect(first.slice(0, 2).every((title) => title.startsWith('Tenancy'))).toBe(true)
      expect(first[2]).toMatch(/^(Financial Counselling|No Interest Loans)/)
      await page.getByRole('link', { name: 'Search for your words only' }).click()
      await page.waitForURL(/reading=off/)
      await expect.poll(() => page.locator('[data-reading]').count()).toBe(0)
    },
  )

  it('is shown among the finder’s filters, and removed there in one step', async ({ page, baseUrl }) => {
    await page.goto(
      `${baseUrl}/services/filter?${new URLSearchParams({ q: 'he checks my phone and takes my money' }).toString()}`,
    )
    const reading = page.getByRole('link', { name: /Services for family violence support first, from your words/ })
    await expect.poll(() => reading.count()).toBe(1)
    const titles = await page.locator('.finder__results .card__title').allTextContents()
    expect(titles.slice(0, 3).every((title) => title.startsWith('Family Violence'))).toBe(true)
    await reading.click()
    await page.waitForURL(/reading=off/)
    await expect.poll(() => page.getByRole('link', { name: /from your words/ }).count()).toBe(0)
  })

  it('is offered as a kind of support in the suggestions, with how many services it has', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await waitForHeaderCombobox(page)
    await page.locator('#header-search-q').fill('landlord wants us out')
    await expect
      .poll(() => page.locator('#header-search-q-suggestions [role="option"]').first().textContent())
      .toMatch(/^Tenancy support.*kind of support · \d+ services$/)
  })
})

describe('words in another language', () => {
  it.for([false, true])(
    'with JavaScript %s, an Arabic search shows the Arabic help and the free interpreter line first',
    async (javaScriptEnabled, { newPage, baseUrl }) => {
      const page = await newPage({ javaScriptEnabled })
      await page.goto(searchUrl(baseUrl, 'مساعدة في المنزل'))
      const help = page.locator('[data-language-help]')
      expect(await help.locator('a[lang="ar"]').getAttribute('href')).toBe(
        '/get-help/help-in-your-language#language-ar',
      )
      expect(await help.locator('a[href="tel:131450"]').textContent()).toBe('Call TIS National on 131 450')
      expect(await comesBefore(page, '[data-language-help]', '.search-form')).toBe(true)
    },
  )
})
