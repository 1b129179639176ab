import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
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
  const server = await startServer({ LOG_LEVEL: 'warn' })
  project.provide('baseUrl', server.baseUrl)
  return async () => {
    await server.stop()
  }
}
