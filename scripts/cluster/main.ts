/**
 * npm run cluster [-- --servers N]: the site as N servers (3 unless told) behind nginx on PORT (3000
 * unless set), with a throwaway PostgreSQL, for trying several servers locally. Ctrl-C stops it all.
 */
import { parseArgs } from 'node:util'
import { startCluster } from './cluster'

const { values } = parseArgs({ options: { servers: { type: 'string', default: '3' } } })
const servers = Number(values.servers)
const port = Number(process.env.PORT ?? 3000)
if (!Number.isInteger(servers) || servers < 2 || servers > 16) {
  process.stderr.write('Usage: npm run cluster -- --servers N   (N from 2 to 16; PORT sets where the proxy listens)\n')
  process.exit(2)
}
try {
  const cluster = await startCluster({
    servers,
    port,
    onOutput: (server, text) => process.stdout.write(text.replace(/^(?=.)/gm, `[server ${server}] `)),
  })
  process.stdout.write(
    `\nThe site runs on ${servers} servers behind nginx at http://localhost:${port} (Ctrl-C stops it).\n`,
  )
  process.stdout.write(
    `Servers: ${cluster.servers.map((server) => server.baseUrl).join(', ')}\nMetrics: ${cluster.metricsUrls.join(', ')}\nDatabase: ${cluster.databaseUrl}\n`,
  )
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    process.stdout.write('Stopping…\n')
    void cluster.stop().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  process.stderr.write(`The cluster could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
