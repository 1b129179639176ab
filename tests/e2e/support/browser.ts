import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
const htmlCodeSnifferSource = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8')

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** The flags Chromium needs on a machine without internet. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * A person's Chromium. Headless Chromium says so in its user agent, which isbot counts as a crawler, and
 * the site shows crawlers no error page (SPEC 8): a test of what a person sees on an error uses this.
 */
export const PERSON_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

/** Debian's Chromium, headless, with the flags it needs on a machine without internet. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
}

/**
 * Debian's Chromium, headless, whose pages are tabs of one window that are visible as a visitor's are:
 * only the tab in front (`page.bringToFront()`), none while the window is minimised. Playwright's own
 * pages all count as visible and focused (it emulates focus on each), so this one is started apart and
 * reached over CDP with `noDefaults`, which leaves that out. Its `context` is the browser's one profile.
 */
export async function launchBrowserWithTabs(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'abc-chromium-tabs-'))
  const child = spawn(
    CHROMIUM,
    ['--headless', ...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const address = /DevTools listening on (ws:\/\/\S+)/.exec(output)?.[1]
      if (address) resolve(address)
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)))
  })
  const browser = await chromium.connectOverCDP(endpoint, { noDefaults: true })
  return {
    context: browser.contexts()[0] as BrowserContext,
    close: async () => {
      await browser.close()
      if (child.exitCode === null && child.signalCode === null) {
        child.kill()
        await once(child, 'exit')
      }
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** Minimises (or restores) the window of `page`: every tab in it is hidden while it is minimised. */
export async function setWindowMinimised(page: Page, minimised: boolean): Promise<void> {
  const session = await page.context().newCDPSession(page)
  const { windowId } = await session.send('Browser.getWindowForTarget')
  await session.send('Browser.setWindowBounds', {
    windowId,
    bounds: { windowState: minimised ? 'minimized' : 'normal' },
  })
  await session.detach()
}

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

/** Runs axe-core (WCAG 2.2 A and AA, and best practice) on the page and returns its violations. */
/** HTML_CodeSniffer's errors (not warnings or notices) against WCAG 2 AA on the page as it is now: each its code and the element's start. */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  await page.evaluate(htmlCodeSnifferSource)
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; element?: Element }
        const sniffer = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, root: Document, done: () => void) => void
              getMessages: () => Message[]
            }
          }
        ).HTMLCS
        sniffer.process('WCAG2AA', document, () =>
          resolve(
            sniffer
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => `${message.code} ${message.element?.outerHTML.slice(0, 160) ?? ''}`),
          ),
        )
      }),
  )
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    })
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }))
  })
}
