import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyPreferences } from './apply-preferences'
import { HTML_PREFERENCES_CONFIG } from './html-preferences-config'
import { preferencesScript } from './preferences-script'
import { DEFAULT_PREFERENCES, parsePreferences, PREFERENCES_STORAGE_KEY, type Preferences } from './preferences'

/** Just enough of a document for the script: <html>'s attributes and inline custom properties, and <head>. */
function fakeDocument() {
  const attributes = new Map<string, string>()
  const properties = new Map<string, string>()
  const head: Array<Record<string, string>> = []
  const document = {
    documentElement: {
      style: {
        setProperty: (name: string, value: string) => properties.set(name, value),
        removeProperty: (name: string) => properties.delete(name),
      },
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
      toggleAttribute: (name: string, force: boolean) => {
        if (force) attributes.set(name, '')
        else attributes.delete(name)
        return force
      },
    },
    head: { appendChild: (element: Record<string, string>) => head.push(element) },
    createElement: (tagName: string) => ({ tagName }),
  }
  return { document, attributes, properties, head }
}

/** Runs the inline script's text, as the browser would, with `stored` in localStorage. */
function runScript(stored: string | null | (() => never)) {
  const page = fakeDocument()
  const localStorage = {
    getItem: (key: string) => {
      if (typeof stored === 'function') return stored()
      return key === PREFERENCES_STORAGE_KEY ? stored : null
    },
  }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the inline script's text, as a browser runs it
  const run = new Function('document', 'localStorage', preferencesScript()) as (
    document: unknown,
    storage: unknown,
  ) => void
  run(page.document, localStorage)
  return page
}

const everything: Preferences = {
  serviceGridLayout: 'list',
  accessibilitySettings: {
    fontSize: 200,
    saturation: 50,
    isGrayscale: true,
    isHighContrast: true,
    isBold: true,
    isDyslexiaFont: true,
    isUnderlineLinks: true,
    isLetterSpacing: true,
  },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the inline preferences script', () => {
  it('marks that scripts run, and sets nothing else on <html>, when nothing is stored', () => {
    const page = runScript(null)
    expect([...page.attributes]).toEqual([['data-scripts', '']])
    expect([...page.properties]).toEqual([])
    expect(page.head).toEqual([])
  })

  it('sets every stored setting on <html> and preloads the dyslexia font in the weight the body uses', () => {
    const page = runScript(JSON.stringify(everything))
    expect(Object.fromEntries(page.properties)).toEqual({ '--user-font-scale': '2', '--user-saturation': '0.5' })
    expect(Object.fromEntries(page.attributes)).toEqual({
      'data-scripts': '',
      'data-saturation': '',
      'data-large-text': '',
      'data-grayscale': '',
      'data-high-contrast': '',
      'data-bold': '',
      'data-dyslexia-font': '',
      'data-underline-links': '',
      'data-letter-spacing': '',
      'data-service-grid-layout': 'list',
    })
    expect(page.head).toEqual([
      {
        tagName: 'link',
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossOrigin: '',
        href: HTML_PREFERENCES_CONFIG.dyslexiaFontFiles.bold,
      },
    ])
    expect(HTML_PREFERENCES_CONFIG.dyslexiaFontFiles.bold).toMatch(/opendyslexic-latin-700-normal.*\.woff2$/)
  })

  it('preloads the regular weight when the text is not bold', () => {
    const page = runScript(JSON.stringify({ accessibilitySettings: { isDyslexiaFont: true } }))
    expect(page.head.map((link) => link.href)).toEqual([HTML_PREFERENCES_CONFIG.dyslexiaFontFiles.regular])
  })

  it('applies nothing, and does not throw, when the stored value is corrupt or storage is blocked', () => {
    for (const stored of ['{"accessibilitySettings":', 'undefined', '"<script>"']) {
      const page = runScript(stored)
      expect([...page.attributes, ...page.properties]).toEqual([['data-scripts', '']])
    }
    const blocked = runScript(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect([...blocked.attributes, ...blocked.properties]).toEqual([['data-scripts', '']])
  })

  it('is the program minified, which every page carries in its <head>', () => {
    const script = preferencesScript()
    expect(script).not.toContain('\n')
    expect(script).not.toContain('applyStoredPreferencesBeforePaint')
    expect(script.length - JSON.stringify(HTML_PREFERENCES_CONFIG).length).toBeLessThan(2048)
  })

  it('escapes < in the configuration it embeds, so nothing in it can end the script element', () => {
    expect(
      preferencesScript({ ...HTML_PREFERENCES_CONFIG, storageKey: '</script><script>alert(1)</script>' }),
    ).not.toContain('</script>')
  })

  it.each([
    null,
    'garbage',
    '[]',
    JSON.stringify(everything),
    JSON.stringify({
      serviceGridLayout: 'LIST',
      accessibilitySettings: { fontSize: 155, saturation: 0, isBold: 'true', isGrayscale: 1 },
    }),
    JSON.stringify({ accessibilitySettings: { fontSize: 1e21, saturation: -0, isHighContrast: true } }),
    JSON.stringify({ accessibilitySettings: { fontSize: 120.5, saturation: 200, isLetterSpacing: null } }),
    JSON.stringify({ accessibilitySettings: 'big' }),
  ])('applies %s before the first paint exactly as the page does once it runs', (json) => {
    const beforePaint = runScript(json)
    const inPage = fakeDocument()
    vi.stubGlobal('document', inPage.document)
    applyPreferences(HTML_PREFERENCES_CONFIG, parsePreferences(json))
    expect(new Map([...beforePaint.attributes].filter(([name]) => name !== 'data-scripts'))).toEqual(inPage.attributes)
    expect(beforePaint.properties).toEqual(inPage.properties)
  })

  it.each([
    [100, false],
    [140, false],
    [150, true],
    [200, true],
  ])('marks <html> as large text at %i %% (%s), so nothing sticks to the screen', (fontSize, large) => {
    const page = runScript(JSON.stringify({ accessibilitySettings: { fontSize } }))
    expect(page.attributes.has('data-large-text')).toBe(large)
  })

  it('removes what it set when the visitor goes back to the defaults', () => {
    const page = fakeDocument()
    vi.stubGlobal('document', page.document)
    applyPreferences(HTML_PREFERENCES_CONFIG, everything)
    applyPreferences(HTML_PREFERENCES_CONFIG, DEFAULT_PREFERENCES)
    expect([...page.attributes, ...page.properties]).toEqual([])
  })
})
