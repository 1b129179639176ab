import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import vnuJar from 'vnu-jar'
import { describe, expect, test as it } from './support/fixture'

/**
 * The Nu HTML Checker (vnu.jar, npm vnu-jar; Java from the machine, scripts/test/prepare.sh) on the
 * HTML the server sends for one page of each type (issue 14): no errors. Run once for all pages
 * (Java starts in about a second).
 */
const PAGES = {
  home: '/',
  'content page': '/about-us',
  services: '/services',
  'service finder': '/services/filter',
  service: '/services/community-counselling-dandenong',
  locations: '/locations',
  location: '/locations/parramatta-community-hub',
  articles: '/articles',
  article: '/articles/using-your-ndis-plan',
  'search results': '/search?q=counselling',
  'booking form': '/booking/counselling-appointment',
  'report form': '/report/locations/alice-springs-office',
  'service not checked for a year': '/services/financial-counselling-ipswich',
  'service group': '/services/audience/carers',
  campaign: '/campaigns/carers-week',
  policy: '/policies-and-statements/privacy-policy',
  'open role': '/work-with-us/careers/open-roles/aboriginal-family-worker-darwin',
  'page not found': '/no-such-page',
  'saved (nothing yet)': '/saved',
  'saved list': '/saved?ids=service-0002,location-0001,no-such-listing',
}

const REPORT = '/report/services/community-counselling-dandenong'

/**
 * Pages only a form's answer shows, each with its status: the report form with its error summary, and
 * the thank-you page after a report (the booking form's are the same components).
 */
const ANSWERS: Record<string, { status: number; answer: (baseUrl: string) => Promise<Response> }> = {
  'report form with errors': {
    status: 422,
    answer: (baseUrl) =>
      fetch(baseUrl + REPORT, {
        method: 'POST',
        body: new URLSearchParams({ idempotencyKey: randomUUID(), wrong: 'other' }),
      }),
  },
  'report sent': {
    status: 200,
    answer: (baseUrl) =>
      fetch(baseUrl + REPORT, {
        method: 'POST',
        body: new URLSearchParams({ idempotencyKey: randomUUID(), wrong: 'address' }),
      }),
  },
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  message: string
  extract?: string
  /** Where the element the message is about starts in `extract`, and its length. */
  hiliteStart?: number
  hiliteLength?: number
  lastLine?: number
}

/**
 * The one message let through, on the one element it is about: `<link rel="expect" blocking="render">`
 * (app/root.tsx, docs/decisions/0011-one-site-stylesheet.md) is valid HTML (WHATWG HTML, link type
 * "expect": the blocking attribute is allowed on it), but vnu 26.9.27 still knows blocking only on
 * stylesheets (docs/decisions/0025-page-views-without-what-visitors-seek.md, 'The Nu HTML Checker').
 */
function validatorLagsTheSpec(message: VnuMessage): boolean {
  const element =
    message.extract?.slice(message.hiliteStart, (message.hiliteStart ?? 0) + (message.hiliteLength ?? 0)) ?? ''
  return (
    message.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
    /^<link rel="expect" href="#[\w-]+" blocking="render"\/?>$/.test(element)
  )
}

const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java'

describe('the Nu HTML Checker', () => {
  it('finds no errors in one page of each type', async ({ baseUrl }) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'abc-vnu-'))
    try {
      const files: Record<string, string> = {}
      const pages = [
        ...Object.entries(PAGES).map(([kind, address]) => ({
          kind,
          status: kind === 'page not found' ? 404 : 200,
          answer: () => fetch(baseUrl + address),
          address,
        })),
        ...Object.entries(ANSWERS).map(([kind, { status, answer }]) => ({
          kind,
          status,
          answer: () => answer(baseUrl),
          address: 'a form answer',
        })),
      ]
      for (const { kind, status, answer, address } of pages) {
        const response = await answer()
        expect(response.status, `${kind} ${address}`).toBe(status)
        const file = path.join(folder, `${kind.replaceAll(' ', '-')}.html`)
        writeFileSync(file, await response.text())
        files[`file:${file}`] = `${kind} (${address})`
      }
      // --exit-zero-always: the messages are the result; vnu writes them as JSON to stderr.
      const { stderr } = await promisify(execFile)(
        java,
        [
          '-jar',
          String(vnuJar),
          '--format',
          'json',
          '--exit-zero-always',
          ...Object.keys(files).map((url) => url.slice(5)),
        ],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      )
      const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
      const errors = messages
        .filter((message) => message.type !== 'info' || message.subType === 'error')
        .filter((message) => !validatorLagsTheSpec(message))
        .map(
          (message) =>
            `${files[message.url ?? ''] ?? message.url}: line ${message.lastLine}: ${message.message} ${JSON.stringify(message.extract ?? '')}`,
        )
      expect(errors).toEqual([])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 120_000)
})
