import { axeViolations } from './support/browser'
import { describe, expect, test as it, waitForHydration, type NewPage } from './support/fixture'

describe('the site in Chromium', () => {
  it('loads and hydrates the home page without errors or policy violations', async ({ page, pageErrors, baseUrl }) => {
    const response = await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    expect(await page.title()).toBe('Altogether better care')
    await waitForHydration(page)
    expect(pageErrors.messages).toEqual([])
  })

  it('shows the error page with its status and title for a missing page', async ({ page, baseUrl }) => {
    const response = await page.goto(baseUrl + '/no-such-page-here', { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    expect(await page.title()).toBe('404 Page not found: /no-such-page-here')
    expect(await page.locator('h1').textContent()).toBe('Page not found: /no-such-page-here')
  })

  it('has no axe-core violations on the home page and the error page', async ({ page, baseUrl }) => {
    for (const path of ['/', '/no-such-page-here']) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' })
      expect(await axeViolations(page), path).toEqual([])
    }
  })
})

describe('images on the home page', () => {
  /** Each loaded image's shown width and the width of the file the browser chose, in device pixels. */
  async function imagesOn(
    newPage: NewPage,
    baseUrl: string,
    viewport: { width: number; height: number },
    deviceScaleFactor: number,
  ) {
    const page = await newPage({ viewport, deviceScaleFactor })
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    // Lazy images load only near the screen: load them all now, from the same srcset and layout.
    await page.evaluate(() => {
      for (const image of document.querySelectorAll<HTMLImageElement>('main img')) image.loading = 'eager'
    })
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('main img')].every((image) => image.complete && image.currentSrc),
    )
    // The file's width is the w parameter of the address the browser chose (naturalWidth is scaled by the chosen density).
    return await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('main img')]
        .filter((image) => image.getBoundingClientRect().width > 0)
        .map((image) => ({
          src: image.currentSrc,
          shown: image.getBoundingClientRect().width,
          file: Number(new URL(image.currentSrc).searchParams.get('w')),
        })),
    )
  }

  it('are sharp on a phone of 3 device pixels per CSS pixel, and on one of 2', async ({ newPage, baseUrl }) => {
    for (const deviceScaleFactor of [3, 2]) {
      const images = await imagesOn(newPage, baseUrl, { width: 390, height: 844 }, deviceScaleFactor)
      expect(images.length).toBeGreaterThanOrEqual(15)
      // Every file has at least two device pixels for each CSS pixel it is shown at.
      for (const image of images) expect(image.file / image.shown, image.src).toBeGreaterThanOrEqual(2)
    }
  })

  it('are never smaller than shown on a desktop of 1 device pixel per CSS pixel, and not needlessly large', async ({
    newPage,
    baseUrl,
  }) => {
    const images = await imagesOn(newPage, baseUrl, { width: 1350, height: 940 }, 1)
    expect(images.length).toBeGreaterThanOrEqual(15)
    for (const image of images) {
      expect(image.file, image.src).toBeGreaterThanOrEqual(Math.floor(image.shown))
      expect(image.file / image.shown, image.src).toBeLessThan(2.5)
    }
  })
})
