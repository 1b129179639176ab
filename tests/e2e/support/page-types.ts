import type { Page } from 'playwright-core'
import { PREFERENCES_STORAGE_KEY } from '~/preferences/preferences'

/** One page of every type the site serves, for the layout tests at phone sizes. */
export const PAGE_TYPES = [
  '/',
  '/about-us',
  '/services',
  '/services/filter?category=aged-care',
  '/services/home-care-packages-blacktown',
  '/locations',
  '/locations/parramatta-community-hub',
  '/articles',
  '/articles/using-your-ndis-plan',
  '/search?q=counselling',
  '/booking/counselling-appointment',
  '/work-with-us/careers/open-roles',
  '/work-with-us/careers/open-roles/intake-officer-logan',
]

/** Stores the visitor's accessibility settings as the settings panel does, for the next page this context loads. */
export async function storeSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    PREFERENCES_STORAGE_KEY,
    JSON.stringify({ serviceGridLayout: 'grid', accessibilitySettings: settings }),
  ] as const)
}

/** Loads a page and waits for its fonts (the dyslexia font changes every line's width). */
export async function loadPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}
