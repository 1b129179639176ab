import type { Page } from 'playwright-core'
import { beforeAll, inject } from 'vitest'
import { axeViolations } from './support/browser'
import {
  afterNextPaints,
  describe,
  expect,
  test as it,
  waitForHydration,
  waitForPageSettled,
  type NewPage,
} from './support/fixture'

const baseUrl = inject('baseUrl')
/** The home page has a carousel section, 'News and stories', in the bundled dataset. */
const CAROUSEL_PAGE = '/'
/** The autoplay interval (5 s) and some slack: long enough that a running carousel would have moved. */
const LONGER_THAN_AN_INTERVAL_MS = 6500
/** What is left of an interval after the tests below have let 3 s or 6.5 s go by, and a little more. */
const REST_OF_AN_INTERVAL_MS = 2100
const A_FULL_INTERVAL_MS = 5100
/** Where the page's clock starts: it stands still until a test moves it. */
const CLOCK_START = new Date('2026-03-02T10:00:00+11:00')
/** How long a slide may take to slide in (a 400 ms CSS transition) on a loaded machine. */
const SLIDING = { timeout: 10_000 }

/** How many slides the server renders in that carousel. */
let slideCount: number

beforeAll(async () => {
  const html = await (await fetch(baseUrl + CAROUSEL_PAGE)).text()
  slideCount = html.match(/class="carousel__slide"/g)?.length ?? 0
  expect(slideCount, 'the carousel page has a carousel of several slides').toBeGreaterThan(1)
})

/** Records every value the carousel's data-state takes, from before the page's scripts run. */
function recordCarouselStates() {
  const states: string[] = []
  Object.assign(window, { carouselStates: states })
  // Changes made in one task arrive together: each record's new value is the next one's old value.
  new MutationObserver((records) => {
    records.forEach((record, index) =>
      states.push(records[index + 1]?.oldValue ?? (record.target as HTMLElement).dataset.state ?? ''),
    )
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'], attributeOldValue: true })
}

const carouselStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { carouselStates: string[] }).carouselStates)

/**
 * The home page scrolled to its carousel, with the carousel settled. The page's clock (timers,
 * animation frames, Date) stands still until the test moves it with `page.clock.runFor`: the autoplay
 * interval is then exactly as long as the test says, however slowly a loaded machine runs the page.
 * (Splide's own slide transitions are CSS transitions, which keep real time.)
 */
async function openCarousel(
  newPage: NewPage,
  options: { reducedMotion?: 'reduce'; realClock?: boolean } = {},
): Promise<Page> {
  const page = await newPage()
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: options.reducedMotion })
  if (!options.realClock) {
    // Installed a little before the start, as the clock runs until it is paused and cannot go back.
    await page.clock.install({ time: CLOCK_START.getTime() - 10_000 })
    await page.clock.pauseAt(CLOCK_START)
  }
  await page.addInitScript(recordCarouselStates)
  // Not waiting for the load event: images made on demand can hold it back on a loaded machine.
  await page.goto(baseUrl + CAROUSEL_PAGE, { waitUntil: 'domcontentloaded' })
  // Splide comes when the carousel nears the screen, as it does for a visitor who scrolls to it.
  await page.locator('.carousel').scrollIntoViewIfNeeded()
  await page.locator('.carousel[data-state="idle"]').waitFor({ timeout: 15_000 })
  return page
}

const activeSlide = (page: Page) => page.locator('.carousel .splide__slide.is-active').getAttribute('aria-label')
const carouselState = (page: Page) => page.locator('.carousel').getAttribute('data-state')
const toggle = (page: Page) => page.locator('.carousel .splide__toggle')

describe('the carousel without JavaScript', () => {
  it('is a plain list of every slide, with no controls that would do nothing', async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto(baseUrl + CAROUSEL_PAGE)
    const list = page.locator('.carousel ul[role="list"]')
    await expect(list.locator(':scope > li').count()).resolves.toBe(slideCount)
    await expect(list.locator(':scope > li h3').allTextContents()).resolves.toHaveLength(slideCount)
    await expect(page.locator('.carousel button').count()).resolves.toBe(0)
    await expect(page.locator('.carousel').getAttribute('data-state')).resolves.toBeNull()
  })
})

describe.concurrent('the carousel in the browser', () => {
  it('fetches Splide only when the carousel comes near the screen, and until then is the plain list', async ({
    expect,
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } })
    const splideRequests: string[] = []
    page.on('request', (request) => {
      if (/splide[^/]*\.js$/.test(request.url())) splideRequests.push(request.url())
    })
    await page.goto(baseUrl + CAROUSEL_PAGE, { waitUntil: 'networkidle' })
    // Interactive and settled (everything the page does on load is done, 1.5 s after hydration), with the
    // carousel still a screen or more below: its first 'not near the screen yet' has come and gone.
    await page.locator('#header-search-q[role="combobox"]').waitFor({ state: 'attached', timeout: 15_000 })
    await waitForPageSettled(page)
    await afterNextPaints(page)
    expect(splideRequests).toEqual([])
    await expect(page.locator('.carousel ul[role="list"] > li').count()).resolves.toBe(slideCount)
    await page.locator('.carousel').scrollIntoViewIfNeeded()
    await page.locator('.carousel[data-state="idle"]').waitFor({ timeout: 15_000 })
    expect(splideRequests).toHaveLength(1)
  })

  it('labels its slides "1 of N" and names itself after its heading', async ({ expect, newPage }) => {
    const page = await openCarousel(newPage)
    const labels = await page
      .locator('.carousel .splide__slide')
      .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')))
    expect(labels).toEqual(Array.from({ length: slideCount }, (_, index) => `${index + 1} of ${slideCount}`))
    expect(await activeSlide(page)).toBe(`1 of ${slideCount}`)
    const carousel = page.getByRole('region', { name: 'News and stories' })
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel')
  })

  it('goes through the SPEC 4 states: created, mounted and idle when it starts, destroyed when the page goes', async ({
    expect,
    newPage,
  }) => {
    const page = await openCarousel(newPage)
    expect(await carouselStates(page)).toEqual(['created', 'mounted', 'idle'])
    await page.clock.resume()
    // Leave through a link, a client-side navigation, so the page's components unmount.
    await page.locator('footer a[href="/about-us"]').click()
    await expect.poll(async () => (await carouselStates(page)).at(-1), { timeout: 10_000 }).toBe('destroyed')
  })

  it('plays by itself: about every 5 s it moves to the next slide and settles again', async ({ expect, newPage }) => {
    const page = await openCarousel(newPage)
    expect(await toggle(page).getAttribute('aria-label')).toBe('Pause slideshow')
    await page.clock.runFor(3000)
    expect(await activeSlide(page), 'not before the interval').toBe(`1 of ${slideCount}`)
    expect(await carouselState(page), 'not even starting to move').toBe('idle')
    await page.clock.runFor(REST_OF_AN_INTERVAL_MS)
    // The slide slides in with a CSS transition, in real time, and is the active one once it is in place.
    await expect
      .poll(() => activeSlide(page), { ...SLIDING, message: 'once the interval is over' })
      .toBe(`2 of ${slideCount}`)
    await expect.poll(() => carouselState(page), SLIDING).toBe('idle')
    expect(await carouselStates(page)).toEqual(['created', 'mounted', 'idle', 'moving', 'idle'])
  })

  it('stops when the visitor presses Pause slideshow, and plays again with Play slideshow', async ({
    expect,
    newPage,
  }) => {
    const page = await openCarousel(newPage)
    await toggle(page).click()
    expect(await toggle(page).getAttribute('aria-label')).toBe('Play slideshow')
    expect(await toggle(page).textContent()).toContain('Play slideshow')
    await page.mouse.move(0, 0)
    await page.clock.runFor(LONGER_THAN_AN_INTERVAL_MS)
    expect(await activeSlide(page)).toBe(`1 of ${slideCount}`)
    expect(await carouselState(page), 'not even starting to move').toBe('idle')
    await toggle(page).click()
    expect(await toggle(page).getAttribute('aria-label')).toBe('Pause slideshow')
    await page.mouse.move(0, 0)
    await page.clock.runFor(A_FULL_INTERVAL_MS)
    await expect.poll(() => activeSlide(page), SLIDING).toBe(`2 of ${slideCount}`)
  })

  it('waits while the pointer is over it and carries on when it leaves', async ({ expect, newPage }) => {
    const page = await openCarousel(newPage)
    await page.locator('.carousel .splide__slide.is-active h3').hover()
    await page.clock.runFor(LONGER_THAN_AN_INTERVAL_MS)
    expect(await activeSlide(page)).toBe(`1 of ${slideCount}`)
    expect(await carouselState(page), 'not even starting to move').toBe('idle')
    await page.mouse.move(0, 0)
    await page.clock.runFor(A_FULL_INTERVAL_MS)
    await expect.poll(() => activeSlide(page), SLIDING).toBe(`2 of ${slideCount}`)
  })

  it('waits while focus is inside it', async ({ expect, newPage }) => {
    const page = await openCarousel(newPage)
    await page.locator('.carousel .splide__slide.is-active a').focus()
    await page.clock.runFor(LONGER_THAN_AN_INTERVAL_MS)
    expect(await activeSlide(page)).toBe(`1 of ${slideCount}`)
    expect(await carouselState(page), 'not even starting to move').toBe('idle')
  })

  it('does not play by itself when the visitor asks for reduced motion, yet the arrows still move it', async ({
    expect,
    newPage,
  }) => {
    const page = await openCarousel(newPage, { reducedMotion: 'reduce' })
    expect(await toggle(page).getAttribute('aria-label')).toBe('Play slideshow')
    await page.clock.runFor(LONGER_THAN_AN_INTERVAL_MS)
    expect(await activeSlide(page)).toBe(`1 of ${slideCount}`)
    expect(await carouselState(page), 'not even starting to move').toBe('idle')
    await page.getByRole('button', { name: 'Next slide' }).click()
    expect(await activeSlide(page)).toBe(`2 of ${slideCount}`)
    expect(await carouselState(page)).toBe('idle')
    await page.getByRole('tab', { name: `Go to slide ${slideCount}` }).click()
    expect(await activeSlide(page)).toBe(`${slideCount} of ${slideCount}`)
    expect(await page.getByRole('tab', { selected: true }).getAttribute('aria-label')).toBe(`Go to slide ${slideCount}`)
  })

  it('works with the keyboard alone', async ({ expect, newPage }) => {
    const page = await openCarousel(newPage)
    const focused = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent.trim() ?? null,
      )
    // Tab from the top of the page until the carousel's first control has focus.
    for (let presses = 0; presses < 80 && (await focused()) !== 'Pause slideshow'; presses++)
      await page.keyboard.press('Tab')
    expect(await focused()).toBe('Pause slideshow')
    await page.keyboard.press('Enter')
    expect(await focused()).toBe('Play slideshow')
    // Stopped, so real time may run again (Splide's keyboard waits a timer tick after each move).
    await page.clock.resume()

    await page.keyboard.press('Tab')
    expect(await focused()).toBe('Go to last slide')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('Go to slide 1')
    await page.keyboard.press('ArrowRight')
    expect(await focused()).toBe('Go to slide 2')
    await expect.poll(() => activeSlide(page), SLIDING).toBe(`2 of ${slideCount}`)
    await expect.poll(() => carouselState(page), SLIDING).toBe('idle')

    await page.keyboard.press('Tab')
    expect(await focused()).toBe('Next slide')
    await page.keyboard.press('Enter')
    await expect.poll(() => activeSlide(page), SLIDING).toBe(`3 of ${slideCount}`)
    // Splide takes no new move while a slide is still sliding in.
    await expect.poll(() => carouselState(page), SLIDING).toBe('idle')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => activeSlide(page), SLIDING).toBe(`2 of ${slideCount}`)

    // Only the slide on show is in the tab order: the next stop is its link.
    await page.keyboard.press('Tab')
    const inActiveSlide = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('.splide__slide.is-active')),
    )
    expect(inActiveSlide).toBe(true)
  })

  it('has no axe-core violations, before and after moving', async ({ expect, newPage }) => {
    // Nothing moves by itself with reduced motion, and axe-core keeps its own time.
    const page = await openCarousel(newPage, { reducedMotion: 'reduce', realClock: true })
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Next slide' }).click()
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('the loading bar', () => {
  it('appears only once a navigation has taken 200 ms, fills when it ends, then hides and resets', async ({
    newPage,
  }) => {
    const page = await newPage()
    await page.goto(baseUrl + '/')
    await waitForHydration(page)
    const bar = page.locator('.loading-bar')
    expect(await bar.getAttribute('aria-hidden')).toBe('true')
    expect(await bar.getAttribute('data-visible')).toBe('false')

    interface BarChange {
      at: number
      visible: string | null
      progress: string
    }
    await page.evaluate(() => {
      const element = document.querySelector<HTMLElement>('.loading-bar')
      if (!element) throw new Error('no loading bar')
      const changes: BarChange[] = []
      Object.assign(window, { barChanges: changes })
      document.addEventListener('click', () => Object.assign(window, { clickedAt: performance.now() }), {
        capture: true,
      })
      new MutationObserver(() =>
        changes.push({
          at: performance.now(),
          visible: element.getAttribute('data-visible'),
          progress: element.style.getPropertyValue('--loading-bar-progress'),
        }),
      ).observe(element, { attributes: true, attributeFilter: ['data-visible', 'style'] })
    })
    const recorded = () =>
      page.evaluate(() => {
        const { clickedAt, barChanges } = window as unknown as { clickedAt: number; barChanges: BarChange[] }
        return { clickedAt, barChanges }
      })
    // Hold the next page's data, as a slow connection would, until the bar has shown and grown a few times.
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname.endsWith('.data'),
      async (route) => {
        await released
        await route.continue()
      },
    )
    // The site name links home: following it loads the home page's data again through the router.
    await page.locator('header a[href="/"]').first().click()
    const risen = async () =>
      (await recorded()).barChanges.filter((change) => change.visible === 'true' && Number(change.progress) > 0).length
    await expect.poll(risen, { timeout: 15_000 }).toBeGreaterThan(3)
    const { barChanges: whileWaiting } = await recorded()
    release()
    const finished = async () => {
      const { barChanges } = await recorded()
      const last = barChanges.at(-1)
      return (
        barChanges.some((change) => change.visible === 'true') && last?.visible === 'false' && last.progress === '0'
      )
    }
    await expect.poll(finished, { timeout: 10_000 }).toBe(true)
    expect(await bar.getAttribute('data-visible')).toBe('false')

    const { clickedAt, barChanges: changes } = await recorded()
    const shown = changes.find((change) => change.visible === 'true')
    const filled = changes.find((change) => change.visible === 'true' && change.progress === '1')
    const hidden = changes.find((change) => change.visible === 'false')
    const reset = changes.findLast((change) => change.progress === '0')
    if (!shown || !filled || !hidden || !reset)
      throw new Error(`the bar did not go through every step: ${JSON.stringify(changes)}`)
    expect(shown.at - clickedAt, 'not before the 200 ms throttle').toBeGreaterThanOrEqual(190)
    // Shown while the page's data was still on its way.
    expect(whileWaiting).toContainEqual(shown)
    const rising = changes
      .filter((change) => change.visible === 'true' && change.at < filled.at)
      .map((change) => Number(change.progress))
    expect(rising.length).toBeGreaterThan(3)
    expect(rising.every((progress, index) => index === 0 || progress > (rising[index - 1] as number))).toBe(true)
    expect(Math.max(...rising)).toBeLessThan(1)
    expect(hidden.at - filled.at, 'hidden about 500 ms after finishing').toBeGreaterThanOrEqual(450)
    expect(reset.at - hidden.at, 'reset about 400 ms after hiding').toBeGreaterThanOrEqual(350)
  })
})

describe('the print header', () => {
  it('shows only on paper, with the site title, the path and the day it was printed', async ({ newPage }) => {
    const page = await newPage()
    await page.goto(baseUrl + '/no-such-page-here')
    const header = page.locator('.print-header')
    expect(await header.isVisible()).toBe(false)

    await page.emulateMedia({ media: 'print' })
    expect(await header.isVisible()).toBe(true)
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-AU', { dateStyle: 'long' }).format(new Date()))
    // The day is the reader's own, filled in as they print (here, as the page turns to print media).
    const lines = async () =>
      (await header.innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    await expect.poll(lines).toEqual(['Altogether better care', '/no-such-page-here', `Printed on ${today}`])
    expect(await page.locator('body > header').isVisible()).toBe(false)
    expect(await page.locator('.loading-bar').isVisible()).toBe(false)

    await page.emulateMedia({ media: 'screen' })
    expect(await header.isVisible()).toBe(false)
  })

  it('leaves carousel controls off the page and prints every slide', async ({ newPage }) => {
    const page = await openCarousel(newPage)
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('.carousel__controls').isVisible()).toBe(false)
    // On screen the other slides wait off to the side; on paper they follow one another down the page.
    const titlesAcrossThePage = await page
      .locator('.carousel .splide__slide h3')
      .evaluateAll(
        (titles) =>
          titles.filter(
            (title) =>
              title.getBoundingClientRect().left >= 0 && title.getBoundingClientRect().right <= window.innerWidth,
          ).length,
      )
    expect(titlesAcrossThePage).toBe(slideCount)
    expect(await page.locator('.print-header__path').textContent()).toBe(CAROUSEL_PAGE)
  })
})

describe('scrolling to a #hash', () => {
  /** The home page's "How can we help?" section has the anchor id 'how-can-we-help' in the bundled dataset. */
  const TARGET = 'how-can-we-help'

  async function expectLandedOnTarget(page: Page, id = TARGET) {
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 5000 }).toBe(id)
    const target = page.locator(`#${id}`)
    expect(await target.getAttribute('tabindex')).toBe('-1')
    // It lands at the top of the screen, just below the sticky 'Exit this page' bar (the page's scroll-padding-top,
    // docs/decisions/0022-nothing-sticky-covers-focus.md), and nothing sticky covers it.
    await expect
      .poll(
        () =>
          target.evaluate((element) =>
            Math.abs(
              element.getBoundingClientRect().top -
                parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop || '0'),
            ),
          ),
        {
          timeout: 5000,
        },
      )
      .toBeLessThan(1)
    const exitBarBottom = await page.locator('.safe-exit').evaluate((bar) => bar.getBoundingClientRect().bottom)
    expect(await target.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      exitBarBottom - 1,
    )
  }

  it('scrolls to the element and gives it focus when the page loads with a hash', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 800, height: 600 } })
    await page.goto(`${baseUrl}/#${TARGET}`)
    await expectLandedOnTarget(page)
  })

  it('does the same after a page transition, under reduced motion too', async ({ newPage }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await newPage({ viewport: { width: 800, height: 600 } })
      await page.emulateMedia({ reducedMotion })
      await page.goto(baseUrl + '/no-such-page-here')
      await waitForHydration(page)
      // The main navigation's 'Get help now' links to /get-help#crisis-lines: following it is a client-side navigation.
      await page.getByRole('button', { name: 'Get help' }).click()
      await page.getByRole('link', { name: 'Get help now' }).click()
      await page.waitForURL(`${baseUrl}/get-help#crisis-lines`)
      await expectLandedOnTarget(page, 'crisis-lines')
    }
  })
})
