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
 * Requests a second through the cluster's proxy for each page: cached (the proxy's cache answers) and uncached (every request a new address, so the proxy passes it
 * on and a server renders it).
 */
async function throughProxy(cluster: Cluster) {
  const rows = []
  for (const page of PAGES) {
    const url = cluster.url + page.path
    const cached = await requestsPerSecond(url)
    let visit = 0
    const separator = page.path.includes('?') ? '&' : '?'
    const uncached = await requestsPerSecond(url, (request) => ({ ...request, path: `${page.path}${separator}bench=${++visit}` }))
    rows.push({ page: page.name, cached, uncached })
  }
  return rows
}

async function requestsPerSecond(url: string, setupRequest?: (request: autocannon.Request) => autocannon.Request): Promise<number> {
  const options = { url, connections: CONNECTIONS, headers: BROWSER_HEADERS, ...(setupRequest ? { requests: [{ setupRequest }] } : {}) }
  // One second of warming (fills the caches, lets V8 optimise), then the measured run.
  await autocannon({ ...options, duration: 1 })
  const result = await autocannon({ ...options, duration: SECONDS })
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`)
  return result.requests.average
}

/** Milliseconds from an editor's change to the dataset until every server answers the page with it (each server watches the dataset). */
async function propagation(cluster: Cluster, dataset: ReturnType<typeof editableDataset>): Promise<number[]> {
  const id = dataset.publishedIdOf('About us')
  const times: number[] = []
  for (let edit = 1; edit <= EDITS; edit++) {
    const title = `About us, edit ${edit}`
    const edited = performance.now()
    dataset.retitle(id, title)
    const seen = await Promise.all(
      cluster.servers.map(async (server) => {
        const deadline = edited + 30_000
        while (!(await fetch(`${server.baseUrl}/about-us`).then((answer) => answer.text())).includes(title)) {
          if (performance.now() > deadline) throw new Error(`${server.baseUrl} did not show edit ${edit} within 30 s`)
          await new Promise((resolve) => setTimeout(resolve, 10))
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
  try {
    const results = []
    let times: number[] = []
    for (const servers of [1, 3]) {
      const cluster = await startCluster({ servers, port: await freePort(), env: { LOG_LEVEL: 'warn', CONTENT_DATASET_DIR: dataset.dir } })
      try {
        results.push({ servers, rows: await throughProxy(cluster) })
        if (servers === 3) times = await propagation(cluster, dataset)
      } finally {
        await cluster.stop()
      }
    }
    console.log(`\nCluster: requests/s through nginx, ${CONNECTIONS} connections, ${SECONDS} s each, browser Accept-Encoding (autocannon)`)
    console.log(
      `  ${'page'.padEnd(12)} ${'servers'.padStart(7)} ${'cached'.padStart(8)} ${'uncached'.padStart(9)}   (cached: the proxy's cache answers; uncached: a new address each time, rendered by a server)`,
    )
    for (const { servers, rows } of results)
      for (const row of rows) console.log(`  ${row.page.padEnd(12)} ${String(servers).padStart(7)} ${row.cached.toFixed(0).padStart(8)} ${row.uncached.toFixed(0).padStart(9)}`)
    console.log(
      `  content change to every one of 3 servers' pages: p50 ${percentile(times, 0.5).toFixed(0)} ms, max ${(times.at(-1) ?? Number.NaN).toFixed(0)} ms ` +
        `(${EDITS} edits: ${times.map((time) => time.toFixed(0)).join(', ')} ms; target: within 1 s)`,
    )
  } finally {
    dataset.remove()
  }
}
