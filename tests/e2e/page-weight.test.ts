import { inject } from 'vitest'
import {
  describe,
  expect,
  test as it,
  waitForHeaderCombobox,
  type NewPage,
  waitForPageSettled,
  afterNextPaints,
} from './support/fixture'

const baseUrl = inject('baseUrl')

/** One page of each type, from the bundled dataset. */
const PAGE_TYPES = [
  '/',
  '/services',
  '/services/filter?category=aged-care&age=82',
  '/services/home-care-packages-greenway',
  '/services/category/aged-care',
  '/locations',
  '/locations/parramatta-community-hub',
  '/articles',
  '/articles/a-place-to-land-amiras-family-settles-in',
  '/search?q=counselling',
  '/about-us',
  '/work-with-us/careers/open-roles',
  '/booking/counselling-appointment',
  '/no-such-page',
]

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1350, height: 940 }

describe('the first paint', () => {
  it.each(PAGE_TYPES)('%s waits for at most two render-blocking requests', async (path) => {
    const html = await (await fetch(baseUrl + path)).text()
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
    const stylesheets = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
      .map((match) => match[0])
      .filter((link) => !/media="print"/.test(link))
    const blockingScripts = [...head.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)]
      .map((match) => match[0])
      .filter((script) => !/\b(async|defer|type="module")\b/.test(script))
    expect([...stylesheets, ...blockingScripts].length).toBeLessThanOrEqual(2)
  })

  it.each(PAGE_TYPES)(
    '%s fetches its scripts after what it shows: every module preload is low priority',
    async (path) => {
      const html = await (await fetch(baseUrl + path)).text()
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
      const preloads = [...head.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((match) => match[0])
      expect(preloads.length).toBeGreaterThan(0)
      for (const preload of preloads) expect(preload).toMatch(/\bfetchpriority="low"/)
    },
  )
})

describe('the HTML a page sends', () => {
  it.each(PAGE_TYPES)(
    '%s comes whole: its loader data inline, no part left for a script to reveal later',
    async (path) => {
      const html = await (
        await fetch(baseUrl + path, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' } })
      ).text()
      expect(html).toContain('streamController.enqueue(')
      expect(html).toContain('streamController.close()')
      // React's markers for a Suspense boundary sent after the shell, and its script that moves it into place.
      expect(html).not.toMatch(/<template id="B:\d+"|\$RC\(/)
    },
  )
})

describe('the JavaScript a page loads', () => {
  it.each(PAGE_TYPES)('%s loads no code that only validates or formats on the server (zod)', async (path) => {
    const html = await (await fetch(baseUrl + path)).text()
    const scripts = [
      ...new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string)),
    ]
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts)
      expect(await (await fetch(baseUrl + script)).text(), script).not.toMatch(/\bzod\b|_zod/)
  })
})

describe('layout shift', () => {
  /** Every layout shift from the start of the page load until it has been interactive for a while. */
  async function layoutShift(newPage: NewPage, path: string, viewport: { width: number; height: number }) {
    const page = await newPage({ viewport })
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
    await waitForHeaderCombobox(page)
    // Error pages ('404 Page not found', SPEC 2) do not connect to live content: their fonts are the last to come.
    if (await page.evaluate(() => /^\d{3} /.test(document.title)))
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
    else await waitForPageSettled(page)
    await afterNextPaints(page)
    return await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((total, shift) => total + shift, 0),
    )
  }

  it.for(PAGE_TYPES)(
    '%s does not move as it loads and becomes interactive, on a phone and on a desktop',
    async (path, { newPage }) => {
      expect(await layoutShift(newPage, path, PHONE), 'on a 390 × 844 phone').toBe(0)
      expect(await layoutShift(newPage, path, DESKTOP), 'on a desktop').toBe(0)
    },
  )
})
