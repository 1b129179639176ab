/**
 * Waits for the public signals the site sets on a page as it loads (hydrated, joined live content, the
 * #hash handled) and for its next paints. Free of Vitest, so the benchmarks (`npm run bench`) wait for
 * the same things as the tests; the tests take them from ./fixture, which passes them on.
 */
import type { Page } from 'playwright-core'

/** Waits until React has hydrated the page (the site sets `<html data-hydrated>`), so its controls work. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Waits for the last thing hydration changes: the header's plain search input becomes the combobox.
 * With the locator's own timeout, as on a loaded machine that can come seconds after the network is idle.
 */
export async function waitForHeaderCombobox(page: Page): Promise<void> {
  await waitForHydration(page)
  await page.locator('#header-search-q[role="combobox"]').waitFor({ state: 'attached' })
}

/**
 * Waits until the page has painted twice: whatever the last event it handled (an answer that came or
 * failed, a key press) changed is on screen by then. For checking that something did not happen.
 */
export async function afterNextPaints(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

/**
 * Waits for the last thing a page does as it loads: it joins live content (1.5 s after it has
 * hydrated, `<html data-live="connected">`: it hears the browser's one live stream, its own or another
 * tab's). Anything the page does on load is done by then. Error pages do not connect. (A tab that is
 * hidden while no tab of the site is visible never connects; Playwright's own pages are all visible.)
 */
export async function waitForPageSettled(page: Page): Promise<void> {
  await waitForHydration(page)
  await page.locator('html[data-live="connected"]').waitFor({ state: 'attached' })
}

/** Waits until the shell has handled the address's #hash (`<html data-hash-settled>`, app/shell/ScrollToHash.tsx). */
export async function waitForHashSettled(page: Page, hash: string): Promise<void> {
  await page.locator(`html[data-hash-settled="${hash}"]`).waitFor({ state: 'attached' })
}
