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

/**
 * One page of every type, named: PAGE_TYPES and the types the layout tests leave out (nested content
 * pages, policies, campaigns, each kind of service group, the finder without answers, searches that
 * read a crisis or another language, the 404 page), for the tests that check something on every type
 * (click-to-edit.test.ts).
 */
export const PAGE_TYPE_EXAMPLES: Array<{ type: string; path: string }> = [
  { type: 'home', path: '/' },
  { type: 'content page', path: '/about-us' },
  { type: 'nested content page', path: '/about-us/leadership/board' },
  { type: 'services', path: '/services' },
  { type: 'finder', path: '/services/filter' },
  { type: 'finder with answers', path: '/services/filter?category=aged-care' },
  { type: 'service', path: '/services/home-care-packages-blacktown' },
  { type: 'category', path: '/services/category/aged-care' },
  { type: 'support', path: '/services/support/carer-respite' },
  { type: 'audience', path: '/services/audience/carers' },
  { type: 'expertise', path: '/services/expertise/dementia' },
  { type: 'locations', path: '/locations' },
  { type: 'location', path: '/locations/parramatta-community-hub' },
  { type: 'articles', path: '/articles' },
  { type: 'article', path: '/articles/using-your-ndis-plan' },
  { type: 'search results', path: '/search?q=counselling' },
  { type: 'search', path: '/search' },
  { type: 'search, crisis words', path: `/search?${new URLSearchParams({ q: 'nowhere to sleep tonight' })}` },
  { type: 'search, another language', path: `/search?${new URLSearchParams({ q: 'مساعدة في المنزل' })}` },
  {
    type: 'finder, crisis words',
    path: `/services/filter?${new URLSearchParams({ q: 'he said he would kill me if I leave' })}`,
  },
  { type: 'booking', path: '/booking/counselling-appointment' },
  { type: 'open roles', path: '/work-with-us/careers/open-roles' },
  { type: 'open role', path: '/work-with-us/careers/open-roles/intake-officer-logan' },
  { type: 'policy', path: '/policies-and-statements/child-safe-policy' },
  { type: 'campaign', path: '/campaigns/carers-week' },
  { type: 'page not found', path: '/no-such-page' },
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
