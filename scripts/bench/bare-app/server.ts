/**
 * Serves the bare app the way React Router's own production server (@react-router/serve) does:
 * Express, compression, hashed assets cached for a year, then the request handler.
 * Usage: node scripts/bench/bare-app/server.ts <port>
 */
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'

const build = new URL('../../../build/bench-bare/', import.meta.url).pathname
const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use('/assets', express.static(`${build}client/assets`, { immutable: true, maxAge: '1y' }))
app.use(express.static(`${build}client`, { maxAge: '1h' }))
app.all('/{*path}', createRequestHandler({ build: () => import(`${build}server/index.js`), mode: 'production' }))
app.listen(Number(process.argv[2] ?? 3999), '127.0.0.1')
