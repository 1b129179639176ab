import type { BrowserContextOptions, Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { inject } from 'vitest'
import { axeViolations } from './support/browser'
import { describe, expect, test as it, waitForHeaderCombobox, type NewPage } from './support/fixture'

const baseUrl = inject('baseUrl')
const STORAGE_KEY = 'altogether-better-care:preferences'

/** What the page looked like before its first paint, recorded by recordFirstPaint. */
interface FirstPaint {
  /** <html>'s attributes at the moment <body> first appeared. */
  html: Record<string, string>
  /** Font preloads in <head> at that moment. */
  fontPreloads: string[]
  /** Computed styles in the first animation frame, which runs before the first paint. */
  frame: {
    htmlFontSize: string
    bodyFontWeight: string
    bodyFontFamily: string
    bodyColor: string
    bodyLetterSpacing: string
    overlayFilter: string
    headerLinkDecoration: string | null
  }
}

/**
 * Runs in the page before any of its scripts (page.addInitScript), on every load. Records the styles
 * of the first frame in which the header has arrived: on a slow machine the streamed page can reach
 * the screen in pieces, and the header's first paint is the one a visitor would see flash.
 */
function recordFirstPaint() {
  const page = window as unknown as { firstPaint?: FirstPaint }
  new MutationObserver((_records, observer) => {
    // Before the body is parsed document.body is null, whatever the DOM types say.
    if (!(document.body as HTMLElement | null) || !document.querySelector('.site-header__name')) return
    observer.disconnect()
    const root = document.documentElement
    const html = Object.fromEntries(Array.from(root.attributes, (attribute) => [attribute.name, attribute.value]))
    const fontPreloads = Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]'),
      (link) => link.href,
    )
    requestAnimationFrame(() => {
      const body = getComputedStyle(document.body)
      const headerLink = document.querySelector('.site-header__name')
      page.firstPaint = {
        html,
        fontPreloads,
        frame: {
          htmlFontSize: getComputedStyle(root).fontSize,
          bodyFontWeight: body.fontWeight,
          bodyFontFamily: body.fontFamily,
          bodyColor: body.color,
          bodyLetterSpacing: body.letterSpacing,
          overlayFilter: getComputedStyle(document.body, '::after').backdropFilter,
          headerLinkDecoration: headerLink ? getComputedStyle(headerLink).textDecorationLine : null,
        },
      }
    })
  }).observe(document, { childList: true, subtree: true })
}

async function firstPaint(page: Page): Promise<FirstPaint> {
  await page.waitForFunction(() => Boolean((window as unknown as { firstPaint?: FirstPaint }).firstPaint))
  return page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint)
}

async function openHomePage(newPage: NewPage, options: BrowserContextOptions = {}) {
  const page = await newPage(options)
  await page.addInitScript(recordFirstPaint)
  await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
  return page
}

async function openSettings(page: Page) {
  await page.locator('summary', { hasText: 'Accessibility settings' }).click()
  await expect
    .poll(() => page.locator('#accessibility-settings').evaluate((details: HTMLDetailsElement) => details.open))
    .toBe(true)
}

/** Moves a range input with the keyboard, as a visitor would: Home or End, then arrow presses. */
async function slide(page: Page, label: string, start: 'Home' | 'End', arrowRightPresses = 0) {
  await page.getByLabel(label).focus()
  await page.keyboard.press(start)
  for (let press = 0; press < arrowRightPresses; press++) await page.keyboard.press('ArrowRight')
}

const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)
const px = async (locator: Locator, property: string) => Number.parseFloat(await css(locator, property))
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, STORAGE_KEY)

/** The colour on screen inside the exit button (a saturated red by design), from a screenshot. */
async function exitButtonColour(page: Page) {
  const box = await page.locator('.safe-exit__button').boundingBox()
  if (!box) throw new Error('no exit button on the page')
  const png = await page.screenshot({ clip: { x: box.x + 8, y: box.y + box.height / 2 - 2, width: 4, height: 4 } })
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const [r, g, b] = [0, 1, 2].map((channel) => {
    let sum = 0
    for (let index = channel; index < data.length; index += info.channels) sum += data[index] ?? 0
    return sum / (data.length / info.channels)
  }) as [number, number, number]
  return { r, g, b, chroma: Math.max(r, g, b) - Math.min(r, g, b) }
}

interface SettingCase {
  name: string
  choose: (page: Page) => Promise<void>
  /** What the visitor sees, from computed styles of real elements (and pixels where the effect is visual only). */
  look: (page: Page) => Promise<Record<string, unknown>>
  expectChosen: (chosen: Record<string, unknown>, defaults: Record<string, unknown>) => void
  expectFirstPaint: (first: FirstPaint) => void
}

const paragraph = (page: Page) => page.locator('main p').first()

const settingCases: SettingCase[] = [
  {
    name: 'text size 200 %',
    choose: (page) => slide(page, 'Text size', 'End'),
    look: async (page) => ({
      html: await css(page.locator('html'), 'font-size'),
      paragraph: await px(paragraph(page), 'font-size'),
    }),
    expectChosen: (chosen, defaults) => {
      expect(chosen.html).toBe('32px')
      expect(chosen.paragraph).toBe(2 * (defaults.paragraph as number))
    },
    expectFirstPaint: (first) => {
      expect(first.html).toMatchObject({ style: expect.stringContaining('--user-font-scale: 2') })
      expect(first.frame.htmlFontSize).toBe('32px')
    },
  },
  {
    name: 'colour saturation 50 %',
    choose: (page) => slide(page, 'Colour saturation', 'Home', 5),
    look: async (page) => ({
      filter: await page.evaluate(() => getComputedStyle(document.body, '::after').backdropFilter),
      colour: await exitButtonColour(page),
    }),
    expectChosen: (chosen, defaults) => {
      expect(chosen.filter).toBe('saturate(0.5)')
      const { chroma } = chosen.colour as { chroma: number }
      const defaultChroma = (defaults.colour as { chroma: number }).chroma
      expect(chroma).toBeLessThan(0.7 * defaultChroma)
      expect(chroma).toBeGreaterThan(0.3 * defaultChroma)
    },
    expectFirstPaint: (first) => {
      expect(first.html).toMatchObject({
        'data-saturation': '',
        style: expect.stringContaining('--user-saturation: 0.5'),
      })
      expect(first.frame.overlayFilter).toBe('saturate(0.5)')
    },
  },
  {
    name: 'greyscale',
    choose: (page) => page.getByLabel('Greyscale').check(),
    look: async (page) => ({
      filter: await page.evaluate(() => getComputedStyle(document.body, '::after').backdropFilter),
      colour: await exitButtonColour(page),
    }),
    expectChosen: (chosen, defaults) => {
      expect(chosen.filter).toBe('grayscale(1)')
      expect((defaults.colour as { chroma: number }).chroma).toBeGreaterThan(100)
      expect((chosen.colour as { chroma: number }).chroma).toBeLessThan(4)
    },
    expectFirstPaint: (first) => {
      expect(first.html).toHaveProperty('data-grayscale')
      expect(first.frame.overlayFilter).toBe('grayscale(1)')
    },
  },
  {
    name: 'high contrast',
    choose: (page) => page.getByLabel('High contrast').check(),
    look: async (page) => ({
      text: await css(page.locator('body'), 'color'),
      button: await css(page.locator('main .button').first(), 'background-color'),
    }),
    expectChosen: (chosen, defaults) => {
      expect(defaults.text).not.toBe('rgb(0, 0, 0)')
      expect(chosen).toEqual({ text: 'rgb(0, 0, 0)', button: 'rgb(0, 0, 0)' })
    },
    expectFirstPaint: (first) => {
      expect(first.html).toHaveProperty('data-high-contrast')
      expect(first.frame.bodyColor).toBe('rgb(0, 0, 0)')
    },
  },
  {
    name: 'bold text',
    choose: (page) => page.getByLabel('Bold text').check(),
    look: async (page) => ({ weight: await css(paragraph(page), 'font-weight') }),
    expectChosen: (chosen, defaults) => {
      expect(defaults.weight).toBe('400')
      expect(chosen.weight).toBe('700')
    },
    expectFirstPaint: (first) => {
      expect(first.html).toHaveProperty('data-bold')
      expect(first.frame.bodyFontWeight).toBe('700')
    },
  },
  {
    name: 'dyslexia-friendly font',
    choose: (page) => page.getByLabel('Dyslexia-friendly font').check(),
    look: async (page) => ({
      family: await css(paragraph(page), 'font-family'),
      loaded: await page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts].some(
          (font) => font.family.replaceAll('"', '') === 'OpenDyslexic' && font.status === 'loaded',
        )
      }),
    }),
    expectChosen: (chosen, defaults) => {
      expect(defaults).toMatchObject({ loaded: false })
      expect(defaults.family).not.toContain('OpenDyslexic')
      expect(chosen.family).toMatch(/^"?OpenDyslexic"?,/)
      expect(chosen.loaded).toBe(true)
    },
    expectFirstPaint: (first) => {
      expect(first.html).toHaveProperty('data-dyslexia-font')
      expect(first.fontPreloads).toEqual([
        expect.stringMatching(/\/assets\/opendyslexic-latin-400-normal-[\w-]+\.woff2$/),
      ])
      expect(first.frame.bodyFontFamily).toMatch(/^"?OpenDyslexic"?,/)
    },
  },
  {
    name: 'underline links',
    choose: (page) => page.getByLabel('Underline all links').check(),
    look: async (page) => ({
      siteName: await css(page.locator('.site-header__name'), 'text-decoration-line'),
      button: await css(page.locator('main .button').first(), 'text-decoration-line'),
    }),
    expectChosen: (chosen, defaults) => {
      expect(defaults).toEqual({ siteName: 'none', button: 'none' })
      expect(chosen).toEqual({ siteName: 'underline', button: 'underline' })
    },
    expectFirstPaint: (first) => {
      expect(first.html).toHaveProperty('data-underline-links')
      expect(first.frame.headerLinkDecoration).toBe('underline')
    },
  },
  {
    name: 'more space between letters, words and lines (WCAG 1.4.12)',
    choose: (page) => page.getByLabel('More space between letters, words and lines').check(),
    look: async (page) => {
      const heading = page.locator('main h1')
      return {
        fontSize: await px(paragraph(page), 'font-size'),
        letterSpacing: await css(paragraph(page), 'letter-spacing'),
        wordSpacing: await css(paragraph(page), 'word-spacing'),
        headingLineHeight: (await px(heading, 'line-height')) / (await px(heading, 'font-size')),
      }
    },
    expectChosen: (chosen, defaults) => {
      expect(defaults.letterSpacing).toBe('normal')
      const fontSize = chosen.fontSize as number
      expect(Number.parseFloat(chosen.letterSpacing as string)).toBeCloseTo(0.12 * fontSize, 1)
      expect(Number.parseFloat(chosen.wordSpacing as string)).toBeCloseTo(0.16 * fontSize, 1)
      expect(chosen.headingLineHeight).toBeGreaterThanOrEqual(1.5)
    },
    expectFirstPaint: (first) => {
      expect(first.html).toHaveProperty('data-letter-spacing')
      expect(first.frame.bodyLetterSpacing).not.toBe('normal')
    },
  },
]

describe('visitor settings in Chromium', () => {
  it('paint the page with the defaults when nothing is stored', async ({ newPage }) => {
    const page = await openHomePage(newPage)
    const first = await firstPaint(page)
    expect(first.html).toEqual({ lang: 'en-AU', 'data-scripts': '' })
    expect(first.fontPreloads).toEqual([])
    expect(first.frame).toMatchObject({
      htmlFontSize: '16px',
      bodyFontWeight: '400',
      overlayFilter: 'none',
      headerLinkDecoration: 'none',
    })
  })

  it.for(settingCases)(
    '$name changes the page at once and again after a reload, with no flash of the defaults',
    async (setting, { newPage }) => {
      const page = await openHomePage(newPage)
      const defaults = await setting.look(page)
      await openSettings(page)
      await setting.choose(page)
      setting.expectChosen(await setting.look(page), defaults)

      await page.reload({ waitUntil: 'networkidle' })
      setting.expectFirstPaint(await firstPaint(page))
      setting.expectChosen(await setting.look(page), defaults)
    },
  )

  it('downloads the OpenDyslexic font only once the visitor chooses it', async ({ newPage }) => {
    const page = await openHomePage(newPage)
    const fontRequests: string[] = []
    page.on('request', (request) => {
      if (/opendyslexic/i.test(request.url())) fontRequests.push(request.url())
    })
    await page.reload({ waitUntil: 'networkidle' })
    expect(fontRequests).toEqual([])
    await openSettings(page)
    await page.getByLabel('Dyslexia-friendly font').check()
    await expect.poll(() => fontRequests.length).toBeGreaterThan(0)
  })

  it('Reset restores every default', async ({ newPage }) => {
    const page = await openHomePage(newPage)
    const html = page.locator('html')
    await openSettings(page)
    await slide(page, 'Text size', 'End')
    await slide(page, 'Colour saturation', 'Home')
    for (const label of [
      'Bold text',
      'Dyslexia-friendly font',
      'More space between letters, words and lines',
      'Underline all links',
      'High contrast',
      'Greyscale',
    ]) {
      await page.getByLabel(label).check()
    }
    expect(await css(html, 'font-size')).toBe('32px')

    await page.getByRole('button', { name: 'Reset to defaults' }).click()
    await expect.poll(() => css(html, 'font-size')).toBe('16px')
    expect(await css(paragraph(page), 'font-weight')).toBe('400')
    expect(await css(page.locator('.site-header__name'), 'text-decoration-line')).toBe('none')
    expect(await page.evaluate(() => getComputedStyle(document.body, '::after').backdropFilter)).toBe('none')
    expect(await page.getByRole('status').filter({ hasText: 'defaults' }).textContent()).toBe(
      'Your settings are back to the defaults.',
    )
    expect(await page.getByLabel('Text size').inputValue()).toBe('100')
    expect(await page.getByLabel('Colour saturation').inputValue()).toBe('100')
    expect(await page.getByLabel('Bold text').isChecked()).toBe(false)

    await page.reload({ waitUntil: 'networkidle' })
    expect((await firstPaint(page)).html).toEqual({ lang: 'en-AU', 'data-scripts': '' })
  })

  it('keep the services grid/list choice, on <html> from the first paint, when other settings change', async ({
    newPage,
  }) => {
    const page = await openHomePage(newPage)
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ serviceGridLayout: 'list' })), STORAGE_KEY)
    await page.reload({ waitUntil: 'networkidle' })
    expect((await firstPaint(page)).html).toMatchObject({ 'data-service-grid-layout': 'list' })

    await openSettings(page)
    await page.getByLabel('Bold text').check()
    expect(await stored(page)).toMatchObject({ serviceGridLayout: 'list', accessibilitySettings: { isBold: true } })
    await page.reload({ waitUntil: 'networkidle' })
    expect((await firstPaint(page)).html).toMatchObject({ 'data-service-grid-layout': 'list', 'data-bold': '' })
  })

  it('fall back to the defaults when the stored value has been tampered with', async ({ newPage, pageErrors }) => {
    const page = await openHomePage(newPage)
    const problems = pageErrors.messages
    await page.evaluate(
      (key) =>
        localStorage.setItem(key, '{"accessibilitySettings":{"fontSize":"9999","isBold":"yes","isHighContrast":true'),
      STORAGE_KEY,
    )
    await page.reload({ waitUntil: 'networkidle' })
    expect((await firstPaint(page)).html).toEqual({ lang: 'en-AU', 'data-scripts': '' })
    await openSettings(page)
    expect(await page.getByLabel('Text size').inputValue()).toBe('100')
    expect(await page.getByLabel('High contrast').isChecked()).toBe(false)
    expect(problems).toEqual([])
  })

  it('can be used with the keyboard alone', async ({ newPage }) => {
    const page = await openHomePage(newPage)
    const toggle = page.locator('summary', { hasText: 'Accessibility settings' })
    const focused = () => page.evaluate(() => document.activeElement?.textContent.trim() ?? '')
    let presses = 0
    while (!(await toggle.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab')
      if (++presses > 20)
        throw new Error(`the settings toggle was not reached with Tab; focus is on "${await focused()}"`)
    }
    expect(await css(toggle, 'outline-style')).not.toBe('none')

    await page.keyboard.press('Enter')
    // The form is fetched when the visitor reaches for the toggle (focus starts it); a visitor tabs on once it is shown.
    await page.getByLabel('Text size').waitFor()
    await page.keyboard.press('Tab')
    expect(await page.getByLabel('Text size').evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => css(page.locator('html'), 'font-size')).toBe('19.2px')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    expect(await css(paragraph(page), 'font-weight')).toBe('700')

    for (let press = 0; press < 10 && !(await focused()).startsWith('Reset'); press++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => css(page.locator('html'), 'font-size')).toBe('16px')

    await page.keyboard.press('Escape')
    expect(await page.locator('#accessibility-settings').evaluate((details: HTMLDetailsElement) => details.open)).toBe(
      false,
    )
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('opens without JavaScript and says the settings need it', async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto(baseUrl + '/')
    await page.locator('summary', { hasText: 'Accessibility settings' }).click()
    // Playwright turns off script execution but not the parser's scripting flag, so <noscript> stays unrendered text here.
    expect(await page.locator('#accessibility-settings noscript').textContent()).toContain(
      'These settings need JavaScript, which is turned off in this browser.',
    )
    // No controls that cannot work: the form comes with the script that makes it work.
    expect(await page.locator('#accessibility-settings').getByRole('checkbox').count()).toBe(0)
    expect(await page.locator('#accessibility-settings').getByText('Loading the settings').isVisible()).toBe(false)
  })

  it('fetches the settings form only when the visitor reaches for it', async ({ newPage }) => {
    const page = await newPage()
    const panelRequests: string[] = []
    page.on('request', (request) => {
      if (/AccessibilitySettingsPanel-[^/]*\.js$/.test(request.url())) panelRequests.push(request.url())
    })
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' })
    await waitForHeaderCombobox(page)
    expect(panelRequests).toEqual([])
    expect(await (await fetch(baseUrl + '/')).text()).not.toContain('Dyslexia-friendly font')
    await openSettings(page)
    await page.getByLabel('Bold text').check()
    expect(await css(paragraph(page), 'font-weight')).toBe('700')
    expect(panelRequests).toHaveLength(1)
  })

  it('give the same high-contrast palette as the operating system preference', async ({ newPage }) => {
    const palette = (page: Page) =>
      page.evaluate(() => {
        const style = getComputedStyle(document.documentElement)
        const tokens = [
          '--color-text',
          '--color-text-muted',
          '--color-background',
          '--color-surface',
          '--color-border',
          '--color-brand',
          '--color-brand-contrast',
          '--color-brand-soft',
          '--color-link',
          '--color-link-visited',
          '--color-danger',
          '--color-success',
        ]
        return Object.fromEntries(tokens.map((token) => [token, style.getPropertyValue(token).trim()]))
      })
    const chosenHere = await openHomePage(newPage)
    await openSettings(chosenHere)
    await chosenHere.getByLabel('High contrast').check()
    const fromOperatingSystem = await openHomePage(newPage, { contrast: 'more' })
    const byDefault = await openHomePage(newPage)
    expect(await palette(fromOperatingSystem)).toEqual(await palette(chosenHere))
    expect(await palette(byDefault)).not.toEqual(await palette(chosenHere))
  })

  it('shows the browser’s own checkboxes unless high contrast is asked for, here or by the system, and then the same bordered ones', async ({
    newPage,
  }) => {
    const look = (page: Page) =>
      page.getByLabel('Bold text').evaluate((box) => {
        const style = getComputedStyle(box)
        return {
          appearance: style.appearance,
          border: style.borderTopWidth,
          mark: getComputedStyle(box, '::before').content,
        }
      })
    const byDefault = await openHomePage(newPage)
    await openSettings(byDefault)
    expect(await look(byDefault)).toMatchObject({ appearance: 'auto', mark: 'none' })
    await byDefault.getByLabel('High contrast').check()
    const chosenHere = await look(byDefault)
    expect(chosenHere).toMatchObject({ appearance: 'none', mark: '""' })
    const fromOperatingSystem = await openHomePage(newPage, { contrast: 'more' })
    await openSettings(fromOperatingSystem)
    expect(await look(fromOperatingSystem)).toEqual(chosenHere)
  })

  it('has no axe-core violations with the panel open: default settings, then high contrast and 200 % text', async ({
    newPage,
  }) => {
    const page = await openHomePage(newPage)
    await openSettings(page)
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('High contrast').check()
    await slide(page, 'Text size', 'End')
    expect(await axeViolations(page)).toEqual([])
  })
})
