/**
 * Starts the website: `node server/main.ts` serves the production build; `--dev` serves from Vite
 * with hot reload. Node 24 runs this file directly (type stripping), so it imports only packages and
 * the built app, never app/ source.
 */
import { readdirSync } from 'node:fs'
import type { Server } from 'node:http'
import compression from 'compression'
import express from 'express'

const dev = process.argv.includes('--dev')
// Before anything loads React: its production build is chosen from NODE_ENV at import time.
process.env.NODE_ENV ??= dev ? 'development' : 'production'
const SHUTDOWN_GRACE_MS = 10_000

type AppModule = { createApp: () => Promise<{ app: express.Express; settings: { PORT: number; HOST: string }; close: () => Promise<void>; endStreams: () => void }> }

async function loadApp(): Promise<{ module: AppModule; middleware: express.RequestHandler[] }> {
  if (!dev) return { module: (await import(new URL('../build/server/index.js', import.meta.url).href)) as AppModule, middleware: staticFiles() }
  const { createServer, isRunnableDevEnvironment } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true } })
  const ssr = vite.environments.ssr
  // Load the app through the same module runner React Router uses, so both share one react-router instance.
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('The Vite SSR environment cannot run modules')
  return { module: (await ssr.runner.import('./server/app.ts')) as AppModule, middleware: [vite.middlewares] }
}

function staticFiles(): express.RequestHandler[] {
  const client = new URL('../build/client/', import.meta.url).pathname
  const files = express.Router()
  // Hashed file names: safe to keep for a year.
  files.use('/assets', express.static(`${client}assets`, { immutable: true, maxAge: '1y', index: false }))
  // builds/latest.json names the deployment: always asked afresh (app/shell/new-deployment.ts).
  files.use('/builds', express.static(`${client}builds`, { index: false, setHeaders: (response) => response.setHeader('Cache-Control', 'no-cache') }))
  // The other public files (favicon.svg, …), looked for only under the names the build has at its
  // top level: every page request used to ask the disk for a file first.
  const topLevel = new Set(readdirSync(client).filter((name) => name !== 'assets' && name !== 'builds'))
  const publicFiles = express.static(client, { maxAge: '1h', index: false })
  files.use((request, response, next) => (topLevel.has(request.path.split('/')[1] ?? '') ? publicFiles(request, response, next) : next()))
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
  const { module, middleware } = loaded
  let application
  try {
    application = await module.createApp()
  } catch (error) {
    // EnvError and dataset errors say what to fix; print them plainly and stop.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
  const { app, settings, close, endStreams } = application

  const root = express()
  root.disable('x-powered-by')
  root.use(compression())
  for (const handler of middleware) root.use(handler)
  root.use(app)

  const server: Server = root.listen(settings.PORT, settings.HOST, () => {
    log('info', 'listening', { url: `http://localhost:${settings.PORT}`, mode: dev ? 'development' : 'production' })
  })
  server.keepAliveTimeout = 65_000

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    log('info', 'shutting down', { signal })
    const force = setTimeout(() => {
      log('warn', 'forced shutdown after grace period', { ms: SHUTDOWN_GRACE_MS })
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    // Stop accepting connections; let requests in flight finish, closing each connection once it goes idle.
    // Open pages' live-content streams never go idle: end them now (their browsers reconnect to another server).
    endStreams()
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100)
    server.close(() => {
      clearInterval(closeIdle)
      close().finally(() => {
        log('info', 'stopped', {})
        process.exit(0)
      })
    })
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

function log(level: string, msg: string, fields: Record<string, unknown>) {
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + '\n')
}

await start()
