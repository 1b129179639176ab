import { setTimeout } from 'node:timers/promises'
import autocannon from 'autocannon'
import { editableDataset } from '../../tests/e2e/support/editable-dataset'
import { startCluster, type Cluster } from '../cluster/cluster'
import { freePort } from '../local-services/free-port'
import { percentile } from './stats'
import { ensureBuilt } from './throughput'

const CONNECTIONS = 20
const SECONDS = 5
/** What a browser sends: every answer is measured with the compression a visitor gets. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'a service', path: '/services/home-care-packages-greenway' },
]
/** Content changes timed on three servers. */
const EDITS = 5
/**
 * A pause before each change: a change starts work on each server (indexes rebuilt in turns, decision
 * 0050), and a change that lands during the previous one's took seconds here, one on settled servers
 * about 100 ms. Editors' publishes are seconds apart; the figure is for one change.
 */
const SETTLE_MS = 3_000

/** Requests a second for `path` through the proxy at `origin`; `nextPath` gives each request an address of its own. */
const requestsPerSecondAt = (path: string, nextPath?: () => string) => async (origin: string) => {
  const url = origin + path
  const setupRequest = nextPath && ((request: autocannon.Request) => ({ ...request, path: nextPath() }))
  const options = {
    url,
    connections: CONNECTIONS,
    headers: BROWSER_HEADERS,
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
  }
  // One second of warming (fills the caches, lets V8 optimise), then the measured run.
  await autocannon({ ...options, duration: 1 })
  const result = await autocannon({ ...options, duration: SECONDS })
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`)
  return result.requests.average
}

/** The ways a page is asked for through the proxy: as it is (the proxy's cache answers), and at a new address each time (passed on and rendered by a server). */
const MODES = {
  cached: (path: string) => requestsPerSecondAt(path),
  uncached: (path: string) => {
    let visit = 0
    const separator = path.includes('?') ? '&' : '?'
    return requestsPerSecondAt(path, () => `${path}${separator}bench=${++visit}`)
  },
}

/** Milliseconds from an editor's change to the dataset until every server answers the page with it (each server watches the dataset). */
async function propagation(cluster: Cluster, dataset: ReturnType<typeof editableDataset>): Promise<number[]> {
  const id = dataset.publishedIdOf('About us')
  const times: number[] = []
  for (let edit = 1; edit <= EDITS; edit++) {
    await setTimeout(SETTLE_MS)
    const title = `About us, edit ${edit}`
    const edited = performance.now()
    dataset.retitle(id, title)
    const seen = await Promise.all(
      cluster.servers.map(async (server) => {
        const deadline = edited + 30_000
        while (!(await fetch(`${server.baseUrl}/about-us`).then((answer) => answer.text())).includes(title)) {
          if (performance.now() > deadline) throw new Error(`${server.baseUrl} did not show edit ${edit} within 30 s`)
          await setTimeout(10)
        }
        return performance.now() - edited
      }),
    )
    times.push(Math.max(...seen))
  }
  return times.sort((a, b) => a - b)
}

/**
 * npm run bench -- cluster: the site as 1 and as 3 servers behind nginx (npm run cluster's own setup,
 * on the bundled dataset), requests a second through the proxy, cached and uncached, in one run so the
 * figures compare on a busy machine; then how long a content change takes to reach every one of three
 * servers' pages. On one machine the servers share its cores with nginx and autocannon: the figures
 * show what the proxy's cache and more processes bring here, not what more machines would.
 */
export async function benchCluster() {
  ensureBuilt()
  const dataset = editableDataset()
  const clusters = new Map<number, Cluster>()
  try {
    // Both at once, measured in turn, so that what else the machine does weighs on both alike. Only the
    // three servers watch the copy that is edited.
    clusters.set(1, await startCluster({ servers: 1, port: await freePort(), env: { LOG_LEVEL: 'warn' } }))
    clusters.set(
      3,
      await startCluster({
        servers: 3,
        port: await freePort(),
        env: { LOG_LEVEL: 'warn', CONTENT_DATASET_DIR: dataset.dir },
      }),
    )
    const rows = []
    for (const page of PAGES)
      for (const [mode, measure] of Object.entries(MODES)) {
        const row = { page: page.name, mode, bySize: new Map<number, number>() }
        for (const [servers, cluster] of clusters) row.bySize.set(servers, await measure(page.path)(cluster.url))
        rows.push(row)
      }
    const times = await propagation(clusters.get(3)!, dataset)
    console.log(
      `\nCluster: requests/s through nginx, ${CONNECTIONS} connections, ${SECONDS} s each, browser Accept-Encoding (autocannon)`,
    )
    console.log(
      "  (cached: the proxy's cache answers; uncached: a new address each time, passed on and rendered by a server)",
    )
    console.log(`  ${'page'.padEnd(12)} ${''.padEnd(9)} ${'1 server'.padStart(9)} ${'3 servers'.padStart(10)}`)
    for (const row of rows)
      console.log(
        `  ${row.page.padEnd(12)} ${row.mode.padEnd(9)} ${row.bySize.get(1)!.toFixed(0).padStart(9)} ${row.bySize.get(3)!.toFixed(0).padStart(10)}`,
      )
    console.log(
      `  content change to every one of 3 servers' pages: p50 ${percentile(times, 0.5).toFixed(0)} ms, max ${(times.at(-1) ?? Number.NaN).toFixed(0)} ms ` +
        `(${EDITS} edits, each after ${SETTLE_MS / 1000} s of quiet: ${times.map((time) => time.toFixed(0)).join(', ')} ms; target: within 1 s)`,
    )
  } finally {
    for (const cluster of clusters.values()) await cluster.stop()
    dataset.remove()
  }
}
