/**
 * Ten tabs of the site in one browser over HTTP/1.1 (issue 34): opened one after another, each waiting
 * until it has joined live content; a click's navigation timed in the page; the live streams the server
 * says it holds. Shared by tests/e2e/many-tabs.test.ts, which checks the behaviour, and
 * scripts/bench/many-tabs.ts (`npm run bench -- many-tabs`), which prints the times.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { waitForHydration, waitForPageSettled } from './page-signals'

/** Issue 34's count: more tabs than the six connections a browser allows a site over HTTP/1.1. */
export const TABS = 10

/** What the server says of itself (`/healthz`): how many live streams it holds open, and its content version. */
export interface ServerHealth {
  liveStreams: number
  contentVersion: number
}

export async function serverHealth(baseUrl: string): Promise<ServerHealth> {
  return (await (await fetch(`${baseUrl}/healthz`)).json()) as ServerHealth
}

/** A tab that has loaded, and the ms from asking for its address until it hydrated and until it joined live content. */
export interface OpenedTab {
  page: Page
  hydratedMs: number
  joinedMs: number
}

/**
 * Opens `address` in `count` new tabs of `context`, one after another, each waiting until it has joined
 * live content (`waitForPageSettled`) before the next opens: before issue 34 the seventh never loaded.
 * The times are the test driver's, its own round trips included.
 */
export async function openTabsOneAfterAnother(
  context: BrowserContext,
  address: string,
  count = TABS,
): Promise<OpenedTab[]> {
  const tabs: OpenedTab[] = []
  for (let tab = 0; tab < count; tab++) {
    const page = await context.newPage()
    const asked = performance.now()
    await page.goto(address)
    await waitForHydration(page)
    const hydratedMs = performance.now() - asked
    await waitForPageSettled(page)
    tabs.push({ page, hydratedMs, joinedMs: performance.now() - asked })
  }
  return tabs
}

/**
 * Clicks `link` and gives the time, measured in the page, from the click to a visible <h1> saying
 * `heading`: the visitor's wait, without the test driver's own round trips. Waits 15 s at most for the
 * heading (a tab without a free connection never gets there).
 */
export async function clickNavigation(page: Page, link: Locator, heading: string): Promise<number> {
  // No named function inside the page's code: tsx (esbuild's keepNames, the bench's runner) would wrap it in a
  // `__name` helper the page does not have.
  await page.evaluate((text) => {
    ;(window as unknown as { navigationTime: Promise<number> }).navigationTime = new Promise((resolve) => {
      document.addEventListener(
        'click',
        () => {
          const clicked = performance.now()
          const observer = new MutationObserver(() => {
            const h1s = [...document.querySelectorAll('h1')]
            if (!h1s.some((h1) => h1.textContent.includes(text) && h1.checkVisibility())) return
            observer.disconnect()
            resolve(performance.now() - clicked)
          })
          observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        },
        { once: true, capture: true },
      )
    })
  }, heading)
  await link.click()
  await page.locator('h1', { hasText: heading }).waitFor({ timeout: 15_000 })
  return page.evaluate(() => (window as unknown as { navigationTime: Promise<number> }).navigationTime)
}

/** Brings each tab to the front in turn and clicks its link to the article titled `title`: the ms each waited (clickNavigation). */
export async function clickToArticleInEach(tabs: Page[], title: string): Promise<number[]> {
  const times: number[] = []
  for (const page of tabs) {
    await page.bringToFront()
    times.push(await clickNavigation(page, page.getByRole('link', { name: title }).first(), title))
  }
  return times
}
