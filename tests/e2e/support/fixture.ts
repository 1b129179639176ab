/**
 * The one end-to-end fixture: every e2e file imports `test` (and `describe`, `expect`) from here.
 *
 * - `browser`: Debian's Chromium, started once per file and closed after its last test.
 * - `newContext(options)`: a fresh browser context (one visitor's browser, for several tabs);
 *   every context a test opens is closed when the test ends, passed or failed.
 * - `newPage(options)`: a page in a fresh browser context.
 * - `page`: `newPage()` with the default context.
 * - `pageErrors`: uncaught errors and console errors from every page the test opened (console
 *   errors for expected 4xx answers can be left out with `ignore`).
 * - `baseUrl`: the address of the site the global setup started.
 *
 * `waitForHydration(page)` waits for the public signal the site sets once React has hydrated:
 * `<html data-hydrated>` (app/shell/HydrationSignal), never React Router's private globals. It and the
 * other page waits live in ./page-signals (no Vitest there, so `npm run bench` can use them too).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { test as base, inject } from 'vitest'
import { launchBrowser } from './browser'

export {
  afterNextPaints,
  waitForHashSettled,
  waitForHeaderCombobox,
  waitForHydration,
  waitForPageSettled,
} from './page-signals'

export { describe, expect } from 'vitest'

export interface PageErrors {
  /** Everything reported so far, oldest first. */
  readonly messages: string[]
  /** Console errors matching this are expected (for example Chromium's line for a 422 answer). */
  ignore(pattern: RegExp): void
}

export type NewPage = (options?: BrowserContextOptions) => Promise<Page>
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>

export const test = base
  .extend('baseUrl', inject('baseUrl'))
  // Vitest reads a fixture's dependencies from its first argument's pattern: the browser has none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser()
    onCleanup(() => browser.close())
    return browser
  })
  .extend('pageErrors', (): PageErrors & { watch(page: Page): void } => {
    const messages: string[] = []
    const ignored: RegExp[] = []
    return {
      messages,
      ignore: (pattern) => ignored.push(pattern),
      watch(page) {
        page.on('pageerror', (error) => messages.push(error.message))
        page.on('console', (message) => {
          if (message.type() === 'error' && !ignored.some((pattern) => pattern.test(message.text())))
            messages.push(message.text())
        })
      },
    }
  })
  .extend('newContext', ({ browser, pageErrors }, { onCleanup }): NewContext => {
    const contexts: BrowserContext[] = []
    onCleanup(() => Promise.all(contexts.map((context) => context.close())).then(() => undefined))
    return async (options = {}) => {
      const context = await browser.newContext(options)
      contexts.push(context)
      context.on('page', (page) => pageErrors.watch(page))
      return context
    }
  })
  .extend(
    'newPage',
    ({ newContext }): NewPage =>
      async (options) =>
        (await newContext(options)).newPage(),
  )
  .extend('page', async ({ newPage }): Promise<Page> => newPage())
