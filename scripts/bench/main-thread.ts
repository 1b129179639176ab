import { percentile } from './stats'
import { withSiteInBrowser } from './site-in-browser'

/** The six page types issue 10 checks with Lighthouse, from the bundled dataset. */
const PAGES = [
  '/',
  '/services/filter?category=aged-care&age=82',
  '/services/home-care-packages-greenway',
  '/locations',
  '/articles/a-place-to-land-amiras-family-settles-in',
  '/search?q=counselling',
]
const LOADS = 5
/** As Lighthouse's mobile setting slows the CPU. */
const CPU_SLOWDOWN = 4

/**
 * How long each page type holds the browser's main thread as it loads and hydrates, on a phone-sized
 * window with the CPU slowed four times: the blocking time (the sum over long tasks of their time
 * beyond 50 ms, what Lighthouse's Total Blocking Time counts) and the script time, median of five
 * loads. Measured in the browser rather than simulated, so steadier than one Lighthouse run.
 */
export async function benchMainThread() {
  await withSiteInBrowser(async (site, browser) => {
    console.log(
      `\nMain thread while a page loads (Chromium, 412 × 823, CPU ${CPU_SLOWDOWN}× slower, median of ${LOADS} loads)`,
    )
    for (const pagePath of PAGES) {
      const blocking: number[] = []
      const scripting: number[] = []
      for (let load = 0; load < LOADS; load++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
        const page = await context.newPage()
        await page.addInitScript(() => {
          const tasks: number[] = []
          ;(window as unknown as { longTasks: number[] }).longTasks = tasks
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) tasks.push(entry.duration)
          }).observe({ type: 'longtask', buffered: true })
        })
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
        await cdp.send('Performance.enable')
        await page.goto(site.url + pagePath, { waitUntil: 'networkidle' })
        await page.waitForTimeout(1500)
        const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
        const { metrics } = await cdp.send('Performance.getMetrics')
        blocking.push(tasks.reduce((total, task) => total + Math.max(0, task - 50), 0))
        scripting.push((metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000)
        await context.close()
      }
      const median = (values: number[]) =>
        percentile(
          [...values].sort((a, b) => a - b),
          0.5,
        ).toFixed(0)
      console.log(
        `  ${pagePath.padEnd(52)} blocking ${median(blocking).padStart(5)} ms   script ${median(scripting).padStart(5)} ms`,
      )
    }
  })
}
