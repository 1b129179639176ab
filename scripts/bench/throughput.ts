import { serverNodeFlags } from '../../server/start-command'
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const repo = path.resolve(import.meta.dirname, '../..')
const CONNECTIONS = 10
const SECONDS = 5
/** What a browser sends: every server is measured with the compression a visitor gets. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }

/** The page types the issue names, from the bundled dataset. */
export const THROUGHPUT_PAGES = [
  { name: 'home', path: '/' },
  { name: 'services finder', path: '/services/filter?category=aged-care&age=82&near=Parramatta' },
  { name: 'a service', path: '/services/home-care-packages-greenway' },
  { name: 'an article', path: '/articles/a-place-to-land-amiras-family-settles-in' },
  { name: 'search', path: '/search?q=counseling' },
] as const

export interface Started {
  url: string
  child: ChildProcess
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

export async function startProcess(args: string[], env: Record<string, string>, healthPath: string): Promise<Started> {
  const port = await freePort()
  const child = spawn(process.execPath, [...args, String(port)], {
    cwd: repo,
    env: { ...process.env, SITE_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`)
    try {
      if ((await fetch(url + healthPath)).ok) break
    } catch {
      if (tries > 600) throw new Error(`${args.join(' ')} did not start`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    child,
    stop: async () => {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}

/**
 * The production site on the bundled content (LOG_LEVEL warn) with a throwaway DATA_DIR that stop()
 * removes: what the benches that load its pages start. The build must be there (ensureBuilt).
 */
export async function startSite(): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abc-bench-site-'))
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true })
  const site = await startProcess(
    [...serverNodeFlags(), 'server/main.ts'],
    { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    '/healthz',
  ).catch((error: unknown) => {
    removeDataDir()
    throw error
  })
  return {
    ...site,
    stop: async () => {
      await site.stop()
      removeDataDir()
    },
  }
}

async function requestsPerSecond(url: string): Promise<number> {
  // One second of warming (fills the caches, lets V8 optimise), then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: BROWSER_HEADERS })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER_HEADERS })
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`)
  return result.requests.average
}

export function ensureBuilt() {
  const run = (args: string[]) =>
    execFileSync(process.execPath, [path.join(repo, 'node_modules/@react-router/dev/bin.cjs'), ...args], {
      cwd: repo,
      stdio: 'inherit',
    })
  if (!existsSync(path.join(repo, 'build/server/index.js'))) run(['build'])
  if (!existsSync(path.join(repo, 'build/bench-bare/server/index.js'))) run(['build', 'scripts/bench/bare-app'])
}

/**
 * Requests a second for each page type, against a bare React Router page served the way React
 * Router's own server serves it, all in one run so the ratios hold on a busy machine. The site is
 * measured twice: with its page cache (what visitors get), and with PAGE_CACHE_MB=0 (every request
 * rendered).
 */
export async function benchThroughput() {
  ensureBuilt()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abc-bench-'))
  const siteEnv = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir }
  const bare = await startProcess(['scripts/bench/bare-app/server.ts'], {}, '/')
  const cached = await startProcess(
    [...serverNodeFlags(), 'server/main.ts'],
    { ...siteEnv, DATA_DIR: path.join(dataDir, 'cached') },
    '/healthz',
  )
  const uncached = await startProcess(
    [...serverNodeFlags(), 'server/main.ts'],
    { ...siteEnv, DATA_DIR: path.join(dataDir, 'uncached'), PAGE_CACHE_MB: '0' },
    '/healthz',
  )
  try {
    console.log(
      `\nThroughput: requests/s, ${CONNECTIONS} connections, ${SECONDS} s each, browser Accept-Encoding (autocannon)`,
    )
    const bareBefore = await requestsPerSecond(bare.url + '/')
    const rows = []
    for (const page of THROUGHPUT_PAGES) {
      rows.push({
        page: page.name,
        cached: await requestsPerSecond(cached.url + page.path),
        uncached: await requestsPerSecond(uncached.url + page.path),
      })
    }
    const bareAfter = await requestsPerSecond(bare.url + '/')
    const bareRate = (bareBefore + bareAfter) / 2
    console.log(
      `  bare React Router page: ${bareRate.toFixed(0)} req/s (${bareBefore.toFixed(0)} before, ${bareAfter.toFixed(0)} after)`,
    )
    console.log(
      `  ${'page'.padEnd(18)} ${'cached'.padStart(8)} ${'ratio'.padStart(7)}   ${'uncached'.padStart(8)} ${'ratio'.padStart(7)}   (targets: cached ≥ 5×, uncached ≥ 0.7×)`,
    )
    for (const row of rows) {
      console.log(
        `  ${row.page.padEnd(18)} ${row.cached.toFixed(0).padStart(8)} ${`${(row.cached / bareRate).toFixed(2)}×`.padStart(7)}   ${row.uncached.toFixed(0).padStart(8)} ${`${(row.uncached / bareRate).toFixed(2)}×`.padStart(7)}`,
      )
    }
  } finally {
    await Promise.all([bare.stop(), cached.stop(), uncached.stop()])
    rmSync(dataDir, { recursive: true, force: true })
  }
}
