import { build, type Plugin, type Rolldown } from 'vite'

const QUERY = '?inline-script'

/**
 * `import source from './program.ts?inline-script'` gives the program bundled on its own (with what it
 * imports) and minified, as text for an inline <script> (app/preferences/before-paint.ts). The text is
 * made at build time, so the server only pastes it in; a free variable of the program is left for the
 * code that embeds it to bind.
 */
export function inlineScript(): Plugin {
  return {
    name: 'altogether:inline-script',
    load: {
      filter: { id: /\?inline-script$/ },
      async handler(id) {
        const output = await bundle(id.slice(0, -QUERY.length))
        for (const module of output.moduleIds) this.addWatchFile(module)
        return `export default ${JSON.stringify(output.code)}`
      },
    },
  }
}

async function bundle(entry: string): Promise<Rolldown.OutputChunk> {
  const result = await build({
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      rollupOptions: {
        input: entry,
        // Reading a property of a constant has no effect worth keeping (the preferences' defaults).
        treeshake: { propertyReadSideEffects: false },
        // An inline script is a classic script: statements, wrapped by its embedder in a function.
        output: { format: 'es' },
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs
    .flatMap((output) => output.output)
    .find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry)
  if (!chunk) throw new Error(`Bundling ${entry} as an inline script gave no code`)
  return { ...chunk, code: chunk.code.trim() }
}
