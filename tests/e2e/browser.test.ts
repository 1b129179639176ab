import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, launchBrowser } from './support/browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('the site in Chromium', () => {
  it('loads and hydrates the home page without errors or policy violations', async () => {
    const page = await browser.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const response = await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    expect(await page.title()).toBe('Altogether better care')
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules))).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it('shows the error page with its status and title for a missing page', async () => {
    const page = await browser.newPage()
    const response = await page.goto(baseUrl + '/no-such-page-here', { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    expect(await page.title()).toBe('404 Page not found: /no-such-page-here')
    expect(await page.locator('h1').textContent()).toBe('Page not found: /no-such-page-here')
    await page.close()
  })

  it('has no axe-core violations on the home page and the error page', async () => {
    const page = await browser.newPage()
    for (const path of ['/', '/no-such-page-here']) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
      expect(await axeViolations(page), path).toEqual([])
    }
    await page.close()
  })
})
