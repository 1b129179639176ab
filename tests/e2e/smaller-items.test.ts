import type { Page } from 'playwright-core'
import { axeViolations } from './support/browser'
import { describe, expect, test as it, waitForHydration } from './support/fixture'

const STORAGE_KEY = 'altogether-better-care:preferences'

async function openSettings(page: Page) {
  await page.locator('summary', { hasText: 'Accessibility settings' }).click()
  await page.getByRole('button', { name: 'Reset to defaults' }).waitFor()
}

describe('the accessibility settings', () => {
  it('are not a form without a submit button (HTML_CodeSniffer H32.2), and Reset still works', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(baseUrl + '/about-us')
    await waitForHydration(page)
    await openSettings(page)
    // Every form on the page can be submitted.
    const formsWithoutSubmit = await page.evaluate(() =>
      [...document.forms]
        .filter(
          (form) =>
            !form.querySelector('button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]'),
        )
        .map((form) => form.className),
    )
    expect(formsWithoutSubmit).toEqual([])
    await page.getByRole('checkbox', { name: 'Bold text' }).check()
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-bold'))).toBe(true)
    await page.getByRole('button', { name: 'Reset to defaults' }).click()
    await expect.poll(() => page.getByRole('checkbox', { name: 'Bold text' }).isChecked()).toBe(false)
    expect(await page.locator('.settings-menu__status').textContent()).toBe('Your settings are back to the defaults.')
  })
})

describe('radios and checkboxes in high contrast', () => {
  it('are at least 1.5rem with a strong black border, a visible tick when checked and the focus ring', async ({
    newPage,
    baseUrl,
  }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } })
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify({ accessibilitySettings: { isHighContrast: true } })),
      STORAGE_KEY,
    )
    await page.goto(baseUrl + '/services/filter', { waitUntil: 'networkidle' })
    await waitForHydration(page)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-high-contrast'))).toBe(true)
    const control = page.locator('#finder-atsi')
    const look = () =>
      control.evaluate((input) => {
        const style = getComputedStyle(input)
        const tick = getComputedStyle(input, '::before')
        return {
          width: input.getBoundingClientRect().width,
          height: input.getBoundingClientRect().height,
          rootFont: parseFloat(getComputedStyle(document.documentElement).fontSize),
          border: parseFloat(style.borderTopWidth),
          borderColor: style.borderTopColor,
          tick: tick.transform,
          outline: parseFloat(style.outlineWidth),
        }
      })
    const unchecked = await look()
    expect(unchecked.width).toBeGreaterThanOrEqual(1.5 * unchecked.rootFont)
    expect(unchecked.height).toBeGreaterThanOrEqual(1.5 * unchecked.rootFont)
    expect(unchecked.border).toBeGreaterThanOrEqual(3)
    expect(unchecked.borderColor).toBe('rgb(0, 0, 0)')
    expect(unchecked.tick).toMatch(/matrix\(0, 0, 0, 0/)
    await control.focus()
    await page.keyboard.press('Space')
    const checked = await look()
    expect(checked.tick).toBe('matrix(1, 0, 0, 1, 0, 0)')
    expect(checked.outline).toBeGreaterThanOrEqual(3)
    expect(await control.isChecked()).toBe(true)
  })
})

describe('the finder', () => {
  it('names each filter chip “Remove filter: …” with the count without it, singular or plural', async ({
    page,
    baseUrl,
  }) => {
    await page.goto(baseUrl + '/services/filter?category=aged-care&nofee=1', { waitUntil: 'networkidle' })
    const chips = await page.locator('.active-filters').ariaSnapshot()
    const names = [...chips.matchAll(/link "([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => name !== 'Clear all filters')
    expect(names).toHaveLength(2)
    for (const name of names) expect(name).toMatch(/^Remove filter: .+, (1 service|[\d,]+ services) without it$/)
    expect(names[0]).toMatch(/^Remove filter: Category: Aged care, [\d,]+ services? without it$/)
    expect(names[1]).toMatch(/^Remove filter: No fee, [\d,]+ services? without it$/)
    // What a sighted visitor reads is part of the name (WCAG 2.5.3).
    expect(await page.locator('.active-filters__remove').first().textContent()).toBe('Category: Aged care ×')
  })

  it('shows hints at least 1rem', async ({ page, baseUrl }) => {
    for (const path of ['/services/filter', '/locations']) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
      const sizes = await page.evaluate(() => {
        const root = parseFloat(getComputedStyle(document.documentElement).fontSize)
        return [...document.querySelectorAll('.field__hint, .locations-search__hint')].map(
          (hint) => parseFloat(getComputedStyle(hint).fontSize) / root,
        )
      })
      expect(sizes.length, path).toBeGreaterThan(0)
      for (const size of sizes) expect(size, path).toBeGreaterThanOrEqual(1)
    }
  })
})

describe('the footer', () => {
  it('has one link for feedback and complaints', async ({ page, baseUrl }) => {
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    const links = await page
      .locator('footer a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.textContent.trim()))
    expect(links.filter((text) => /complain|feedback/i.test(text))).toEqual(['Feedback and complaints'])
  })
})

describe('the pages this change touched', () => {
  for (const highContrast of [false, true]) {
    it(`have no axe-core violations${highContrast ? ' in high contrast' : ''}`, async ({ page, baseUrl }) => {
      if (highContrast)
        await page.addInitScript(
          (key) => localStorage.setItem(key, JSON.stringify({ accessibilitySettings: { isHighContrast: true } })),
          STORAGE_KEY,
        )
      for (const path of ['/get-help/browsing-safely', '/services/filter?category=aged-care&nofee=1']) {
        await page.goto(baseUrl + path, { waitUntil: 'load' })
        await waitForHydration(page)
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-high-contrast')), path).toBe(
          highContrast,
        )
        expect(await axeViolations(page), path).toEqual([])
      }
    }, 120_000)
  }
})
