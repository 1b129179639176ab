import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../local-services/free-port'
import { startNginx, type RunningNginx } from '../local-services/nginx'
import { startPostgres, type ThrowawayPostgres } from '../local-services/postgres'
import { startSiteServer, type RunningServer } from '../local-services/site-server'

export interface ClusterOptions {
  /** How many site servers (at least 1: the bench measures one behind the proxy too). */
  servers: number
  /** Where the proxy listens on 127.0.0.1. */
  port: number
  /** More environment for every server (over the cluster's own). */
  env?: Record<string, string>
  /** Each server's output line by line, with its number (the CLI prints it; tests keep quiet). */
  onOutput?: (server: number, text: string) => void
}

export interface Cluster {
  /** The proxy's address: the site as visitors reach it. */
  url: string
  databaseUrl: string
  /** The servers behind the proxy, by number (their addresses stay the same across restarts). */
  servers: RunningServer[]
  /** Each server's Prometheus metrics (METRICS_PORT, on 127.0.0.1), by number, the same across restarts. */
  metricsUrls: string[]
  /** Stops server `index`: SIGTERM (it drains) unless told, SIGKILL for a crash. */
  stopServer(index: number, signal?: NodeJS.Signals): Promise<void>
  /** Starts server `index` again on its port and waits until it is ready. */
  startServer(index: number): Promise<void>
  /** Stops server `index` with SIGTERM (it drains), starts it again on the same port, and waits until it is ready. */
  restart(index: number): Promise<void>
  stop(): Promise<void>
}

/**
 * The site as several servers behind a caching proxy, for trying it locally and for the tests: one
 * throwaway PostgreSQL (bookings and shared limits), `servers` site servers on the bundled dataset
 * (each watching it, each with its own data folder for images), and Debian's nginx with the checked-in
 * configuration in front (docs/decisions/0044-several-servers-behind-a-caching-proxy.md).
 */
export async function startCluster({ servers: count, port, env = {}, onOutput }: ClusterOptions): Promise<Cluster> {
  if (!Number.isInteger(count) || count < 1) throw new Error('A cluster has at least 1 server.')
  const stops: Array<() => Promise<unknown>> = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
  try {
    const postgres: ThrowawayPostgres = await startPostgres()
    stops.push(() => postgres.stop())
    const databaseUrl = await postgres.createDatabase()
    const dataRoot = await mkdtemp(path.join(tmpdir(), 'abc-cluster-'))
    stops.push(() => rm(dataRoot, { recursive: true, force: true }))
    // All asked for at once, so that no two are the same: each server's own port and its metrics port.
    const allPorts = await Promise.all(Array.from({ length: count * 2 }, () => freePort()))
    const ports = allPorts.slice(0, count)
    const metricsPorts = allPorts.slice(count)
    const url = `http://localhost:${port}`
    const start = (index: number) =>
      startSiteServer({
        port: ports[index]!,
        ready: '/readyz',
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'production',
          SITE_URL: url,
          TRUST_PROXY: '1',
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(dataRoot, `server-${index + 1}`),
          METRICS_PORT: String(metricsPorts[index]),
          ...env,
        },
      }).then((server) => {
        if (onOutput) {
          let shown = 0
          const show = () => {
            const text = server.output()
            if (text.length > shown) onOutput(index + 1, text.slice(shown))
            shown = text.length
          }
          server.process.stdout?.on('data', show)
          server.process.stderr?.on('data', show)
          show()
        }
        return server
      })
    // One at a time: the first migrates the database, and two cores are not asked to start them all at once.
    const servers: RunningServer[] = []
    for (let index = 0; index < count; index++) servers.push(await start(index))
    stops.push(() => Promise.all(servers.map((server) => server.stop())))
    const nginx: RunningNginx = await startNginx({
      port,
      servers: ports.map((serverPort) => `127.0.0.1:${serverPort}`),
    })
    stops.push(() => nginx.stop())
    const stopServer = async (index: number, signal: NodeJS.Signals = 'SIGTERM') => {
      await servers[index]!.stop(signal)
    }
    const startServer = async (index: number) => {
      servers[index] = await start(index)
    }
    return {
      url: nginx.url,
      databaseUrl,
      servers,
      metricsUrls: metricsPorts.map((metricsPort) => `http://127.0.0.1:${metricsPort}/metrics`),
      stopServer,
      startServer,
      async restart(index) {
        await stopServer(index)
        await startServer(index)
      },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
