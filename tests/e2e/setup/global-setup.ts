import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { PREVIEW_TEST_SETTINGS } from '../support/preview'
import { startServer } from '../support/server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** One production server for the end-to-end files; `npm test` builds before this runs. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.resolve(import.meta.dirname, '../../../build/server/index.js'))) {
    throw new Error('No production build: run `npm run build` before the end-to-end tests (npm test does).')
  }
  // Booking requests and problem reports go to a throwaway DATA_DIR (startServer's default). The browser
  // tests send more forms than a visitor would, and open more pages at once (each holds a live stream),
  // all from one address: those limits have their own tests and servers (booking.test.ts,
  // problem-reports.test.ts, live-content.test.ts).
  // Draft preview is configured (tests/e2e/preview.test.ts); a visitor without its cookie sees what any visitor does.
  const server = await startServer({
    LOG_LEVEL: 'warn',
    BOOKING_RATE_LIMIT: '1000',
    REPORT_RATE_LIMIT: '1000',
    LIVE_STREAMS_PER_CLIENT: '100000',
    ...PREVIEW_TEST_SETTINGS,
  })
  project.provide('baseUrl', server.baseUrl)
  return async () => {
    await server.stop()
  }
}
