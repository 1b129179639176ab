import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

/** Identifies one build: the browser compares it with builds/latest.json to notice a new deployment. */
export const BUILD_ID = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`

/**
 * SPEC 7's `builds/latest.json`, written into the client build: the current build's id, polled by
 * app/shell/new-deployment.ts. The id reaches the code as import.meta.env.BUILD_ID. Its
 * `builds/meta/{id}.json` is written once React Router's routes are known (./build-meta.ts).
 */
export function buildManifest(): Plugin {
  return {
    name: 'altogether:build-manifest',
    config: () => ({ define: { 'import.meta.env.BUILD_ID': JSON.stringify(BUILD_ID) } }),
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ id: BUILD_ID, timestamp: Date.now() })}\n`,
      })
    },
  }
}
