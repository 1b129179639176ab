import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { ensureBuilt, startSite } from './throughput'

const repo = path.resolve(import.meta.dirname, '../..')

/** One page of each type, from the bundled dataset; the home page has its own, tighter, HTML target. */
const PAGES = [
  { path: '/', htmlTarget: 40 },
  { path: '/services' },
  { path: '/services/filter' },
  { path: '/services/filter?category=aged-care&age=82' },
  { path: '/services/home-care-packages-greenway' },
  { path: '/services/category/aged-care' },
  { path: '/locations' },
  { path: '/locations/parramatta-community-hub' },
  { path: '/articles' },
  { path: '/articles/a-place-to-land-amiras-family-settles-in' },
  { path: '/search?q=counselling' },
  { path: '/get-help' },
  { path: '/campaigns/carers-week' },
  { path: '/work-with-us/careers/open-roles' },
  { path: '/booking/counselling-appointment' },
] as const

const HTML_TARGET_KB = 60
const JS_TARGET_KB = 130
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** A built file as the server sends it with an encoding: the build's own compressed copy (scripts/vite/precompress.ts), or compressed as the server would. */
function sentSize(file: string, encoding: 'gz' | 'br'): number {
  const built = `${file}.${encoding}`
  if (existsSync(built)) return statSync(built).size
  const source = readFileSync(file)
  return (
    encoding === 'gz'
      ? gzipSync(source)
      : brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
  ).length
}

/** The JavaScript a page loads before it is interactive: its module preloads and module scripts, gzipped and in Brotli as the server sends them. */
function firstLoadJs(html: string): { files: number; gzipped: number; brotli: number } {
  const files = new Set(
    [
      ...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/import[^"]*"(\/assets\/[^"]+\.js)"/g),
    ].map((match) => match[1] as string),
  )
  let gzipped = 0
  let brotli = 0
  for (const file of files) {
    const built = path.join(repo, 'build/client', file)
    gzipped += sentSize(built, 'gz')
    brotli += sentSize(built, 'br')
  }
  return { files: files.size, gzipped, brotli }
}

/**
 * What each page type weighs as a visitor's browser receives it: the HTML (uncompressed), the part of it
 * that is loader data for hydration, and the first-load JavaScript. Targets from issue 10.
 */
export async function benchPageWeight() {
  ensureBuilt()
  const site = await startSite()
  try {
    console.log(
      `\nPage weight (bundled dataset): HTML uncompressed (target ≤ ${HTML_TARGET_KB} KB, home ≤ 40 KB), loader data within it, first-load JS gzipped (target ≤ ${JS_TARGET_KB} KB) and in Brotli, as the server sends them`,
    )
    console.log(
      `  ${'page'.padEnd(52)} ${'HTML KB'.padStart(8)} ${'data KB'.padStart(8)} ${'JS KB'.padStart(7)} ${'br KB'.padStart(7)} ${'files'.padStart(6)}`,
    )
    for (const page of PAGES) {
      const response = await fetch(site.url + page.path)
      const html = await response.text()
      const data = [
        ...html.matchAll(/<script>window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/g),
      ].reduce((total, match) => total + (match[1]?.length ?? 0), 0)
      const js = firstLoadJs(html)
      const htmlTarget = 'htmlTarget' in page ? page.htmlTarget : HTML_TARGET_KB
      const misses = [
        html.length > htmlTarget * 1024 ? `HTML over ${htmlTarget} KB` : '',
        js.gzipped > JS_TARGET_KB * 1024 ? `JS over ${JS_TARGET_KB} KB` : '',
      ].filter(Boolean)
      console.log(
        `  ${`${page.path} (${response.status})`.padEnd(52)} ${kb(html.length).padStart(8)} ${kb(data).padStart(8)} ${kb(js.gzipped).padStart(7)} ${kb(js.brotli).padStart(7)} ${String(js.files).padStart(6)}${misses.length ? `   ✗ ${misses.join(', ')}` : ''}`,
      )
    }
  } finally {
    await site.stop()
  }
}
