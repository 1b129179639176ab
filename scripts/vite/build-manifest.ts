import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

/** Identifies one build: the browser compares it with builds/latest.json to notice a new deployment. */
export const BUILD_ID = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`

/**
 * SPEC 7's build files, written into the client build: `builds/latest.json` (the current build's id,
 * polled by app/shell/new-deployment.ts) and `builds/meta/{id}.json` (what a client may need to know
 * about that build; this site prerenders nothing). The id reaches the code as import.meta.env.BUILD_ID.
 */
export function buildManifest(): Plugin {
  return {
    name: 'altogether:build-manifest',
    config: () => ({ define: { 'import.meta.env.BUILD_ID': JSON.stringify(BUILD_ID) } }),
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const build = { id: BUILD_ID, timestamp: Date.now() }
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify(build)}\n` })
      this.emitFile({ type: 'asset', fileName: `builds/meta/${BUILD_ID}.json`, source: `${JSON.stringify({ ...build, prerendered: [] })}\n` })
    },
  }
}
