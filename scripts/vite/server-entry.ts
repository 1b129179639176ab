import type { Plugin } from 'vite'

/**
 * Adds a module to the server build as an entry of its own, written to build/server/{fileName}: a
 * file a child process can run. (React Router names every entry of the server build after
 * index.js, so a second rollup input would come out as index2.js.)
 */
export function serverEntry(fileName: string, module: string): Plugin {
  return {
    name: 'altogether:server-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      this.emitFile({ type: 'chunk', id: module, fileName })
    },
  }
}
