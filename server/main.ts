/**
 * Starts the website: `node server/main.ts` serves the production build; `--dev` serves from Vite
 * with hot reload. Node 24 runs this file directly (type stripping), so it imports only packages and
 * the built app, never app/ source.
 */
import { readdirSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import net, { type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'

const dev = process.argv.includes('--dev')
// Before anything loads React: its production build is chosen from NODE_ENV at import time.
process.env.NODE_ENV ??= dev ? 'development' : 'production'
const SHUTDOWN_GRACE_MS = 10_000
/** After the drain, how long a connection that has not yet sent a request gets to send one. */
const SILENT_CONNECTION_MS = 3_000

/** What the processes that make images run (app/content/media/router.server.ts). */
type TransformerModule = { module: string; execArgv: string[] }

type AppModule = {
  createApp: (options: { staticFiles: express.RequestHandler[]; imageTransformer: TransformerModule }) => Promise<{
    app: express.Express
    settings: { PORT: number; HOST: string; SHUTDOWN_DRAIN_MS: number; METRICS_PORT?: number; METRICS_HOST: string }
    metrics: express.RequestHandler | null
    drain: (graceMs: number) => void
    endStreams: () => void
    close: () => Promise<void>
  }>
}

/** `middleware` runs before the app (Vite's, in development); `files` inside it, after its security headers. */
async function loadApp(): Promise<{
  module: AppModule
  middleware: express.RequestHandler[]
  files: express.RequestHandler[]
  transformer: TransformerModule
}> {
  if (!dev) {
    const transformer = {
      module: fileURLToPath(new URL('../build/server/image-transformer.js', import.meta.url)),
      execArgv: [],
    }
    return {
      module: (await import(new URL('../build/server/index.js', import.meta.url).href)) as AppModule,
      middleware: [],
      files: staticFiles(),
      transformer,
    }
  }
  const { createServer, isRunnableDevEnvironment } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true } })
  const ssr = vite.environments.ssr
  // Load the app through the same module runner React Router uses, so both share one react-router instance.
  if (!isRunnableDevEnvironment(ssr)) throw new Error('The Vite SSR environment cannot run modules')
  const transformer = {
    module: fileURLToPath(new URL('../app/content/media/transformer-process.server.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
  }
  return {
    module: await ssr.runner.import<AppModule>('./server/app.ts'),
    middleware: [vite.middlewares],
    files: [],
    transformer,
  }
}

function staticFiles(): express.RequestHandler[] {
  const client = new URL('../build/client/', import.meta.url).pathname
  const files = express.Router()
  // Hashed file names: safe to keep for a year. Scripts, styles and the icon sprite are sent as the
  // build compressed them (Brotli 11 or gzip 9, scripts/vite/precompress.ts), never compressed again per request.
  files.use(
    '/assets',
    expressStaticGzip(`${client}assets`, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    }),
  )
  // builds/latest.json names the deployment: always asked afresh (app/shell/new-deployment.ts).
  files.use(
    '/builds',
    express.static(`${client}builds`, {
      index: false,
      setHeaders: (response) => response.setHeader('Cache-Control', 'no-cache'),
    }),
  )
  // The other public files (favicon.svg, …), looked for only under the names the build has at its
  // top level: every page request used to ask the disk for a file first.
  const topLevel = new Set(readdirSync(client).filter((name) => name !== 'assets' && name !== 'builds'))
  const publicFiles = express.static(client, { maxAge: '1h', index: false })
  files.use((request, response, next) =>
    topLevel.has(request.path.split('/')[1] ?? '') ? publicFiles(request, response, next) : next(),
  )
  return [files]
}

async function start() {
  let loaded
  try {
    loaded = await loadApp()
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
  const { module, middleware, files, transformer } = loaded
  let application
  try {
    application = await module.createApp({ staticFiles: files, imageTransformer: transformer })
  } catch (error) {
    // EnvError and dataset errors say what to fix; print them plainly and stop.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
  const { app, settings, drain, close, endStreams, metrics } = application

  let stopping = false
  // Answers not yet sent when shutdown begins, so they can be told to close their connection.
  const inFlight = new Set<express.Response>()
  const root = express()
  root.disable('x-powered-by')
  root.use((_request, response, next) => {
    if (stopping) response.setHeader('Connection', 'close')
    else {
      inFlight.add(response)
      response.on('close', () => inFlight.delete(response))
    }
    next()
  })
  root.use(compression())
  for (const handler of middleware) root.use(handler)
  root.use(app)

  const server: Server = root.listen(settings.PORT, settings.HOST, () => {
    log('info', 'listening', { url: `http://localhost:${settings.PORT}`, mode: dev ? 'development' : 'production' })
  })
  server.keepAliveTimeout = 65_000
  // Prometheus metrics on their own port and address (METRICS_PORT, METRICS_HOST), never the site's.
  const metricsServer =
    metrics && settings.METRICS_PORT ? createServer(express().disable('x-powered-by').use(metrics)) : null
  metricsServer?.on('error', (error: NodeJS.ErrnoException) => {
    process.stderr.write(
      `The metrics port ${settings.METRICS_PORT} cannot be used (${error.code ?? error.message}): set METRICS_PORT to a free port, or leave it unset.\n`,
    )
    process.exit(1)
  })
  metricsServer?.listen(settings.METRICS_PORT, settings.METRICS_HOST, () =>
    log('info', 'metrics listening', { port: settings.METRICS_PORT, host: settings.METRICS_HOST }),
  )
  // Open connections, and how many requests each has in progress (none: idle, or not yet spoken).
  const requests = new Map<Socket, number>()
  server.on('connection', (socket: Socket) => {
    requests.set(socket, 0)
    socket.once('close', () => requests.delete(socket))
  })
  // Connections that have had an answer: idle ones among them are kept-alive, not waiting to speak.
  const answered = new WeakSet<Socket>()
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket
    requests.set(socket, (requests.get(socket) ?? 0) + 1)
    response.once('close', () => {
      answered.add(socket)
      if (requests.has(socket)) requests.set(socket, (requests.get(socket) ?? 1) - 1)
    })
  })

  /**
   * Graceful shutdown answers every request it accepted: readiness fails at once; for SHUTDOWN_DRAIN_MS
   * the server still answers (a load balancer that has not yet seen /readyz fail is not refused), every
   * answer with `Connection: close`; then it stops accepting connections, closes the kept-alive ones
   * that are idle, gives a connection that has not yet sent its request SILENT_CONNECTION_MS to send
   * it, lets the requests in flight finish (image work is wound up before the grace period ends,
   * app/content/media/router.server.ts) and exits once the last connection has closed.
   */
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    drain(SHUTDOWN_GRACE_MS)
    metricsServer?.close()
    log('info', 'shutting down', { signal, drainMs: settings.SHUTDOWN_DRAIN_MS })
    const force = setTimeout(() => {
      log('warn', 'forced shutdown after grace period', { ms: SHUTDOWN_GRACE_MS, connections: requests.size })
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    // Open pages' live-content streams never go idle: end them now (their browsers reconnect to another server).
    endStreams()
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close')
    // Idle kept-alive connections are closed when the drain ends, not now: a client may have just sent a
    // request on one, which would be reset; meanwhile every answer closes its own connection.
    setTimeout(() => {
      // After the event loop's next poll, which accepts every connection the system has queued for the
      // listening socket: closing it with connections queued would reset them.
      setImmediate(() => {
        // net.Server's close stops accepting and leaves open connections alone; http.Server's would also
        // drop those not yet spoken, whose requests may be on their way. It calls back once all have closed.
        net.Server.prototype.close.call(server, () => {
          void close().finally(() => {
            log('info', 'stopped', {})
            process.exit(0)
          })
        })
        for (const [socket, inProgress] of requests) if (inProgress === 0 && answered.has(socket)) socket.end()
        setTimeout(() => {
          for (const [socket, inProgress] of requests) if (inProgress === 0) socket.destroy()
        }, SILENT_CONNECTION_MS).unref()
      })
    }, settings.SHUTDOWN_DRAIN_MS)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

function log(level: string, msg: string, fields: Record<string, unknown>) {
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + '\n')
}

await start()
