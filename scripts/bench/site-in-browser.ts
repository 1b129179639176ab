import type { Browser } from 'playwright-core'
import { launchBrowser } from '../../tests/e2e/support/browser'
import { ensureBuilt, startSite, type Started } from './throughput'

/**
 * The production site on the bundled content (built first if it is not) and a Chromium to load its
 * pages, for the benches that measure in a browser: `measure` gets both, and both stop after it,
 * however it ends (a browser that fails to start does not leave the server running).
 */
export async function withSiteInBrowser(measure: (site: Started, browser: Browser) => Promise<void>): Promise<void> {
  ensureBuilt()
  const site = await startSite()
  try {
    const browser = await launchBrowser()
    try {
      await measure(site, browser)
    } finally {
      await browser.close()
    }
  } finally {
    await site.stop()
  }
}
