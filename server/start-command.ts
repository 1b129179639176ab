import { readFileSync } from 'node:fs'

/** Where an operator overrides the server's V8 flags: `SERVER_V8_FLAGS='' npm start` runs with Node's defaults. */
export const V8_FLAGS_SETTING = 'SERVER_V8_FLAGS'

/**
 * `npm start` is `node ${SERVER_V8_FLAGS-<defaults>} server/main.ts`: the defaults apply while the
 * setting is unset, and the setting replaces them when it is set (empty: none). The defaults were
 * measured on a 2-core machine with the large dataset (decision 0034: larger heap steps kept major
 * collections out of searches); on other machines, measure with `npm run bench -- large-server`.
 * V8 heap flags cannot be set from inside a running process, nor all of them in NODE_OPTIONS.
 */
const START = /^node \$\{SERVER_V8_FLAGS-([^}]*)\} server\/main\.ts$/

/** The defaults written in package.json's `start`. */
export function defaultServerNodeFlags(): string[] {
  const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string }
  }
  const match = START.exec(packageJson.scripts.start.trim())
  if (!match) throw new Error('package.json: "start" must be "node ${SERVER_V8_FLAGS-[flags]} server/main.ts"')
  return words(match[1] ?? '')
}

/**
 * The Node flags the production server runs with, exactly as `npm start` gives them (the same
 * defaults, the same override), so that tests and benchmarks start the server as a deployment does.
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  const override = env[V8_FLAGS_SETTING]
  return override === undefined ? defaultServerNodeFlags() : words(override)
}

const words = (text: string) => text.split(/\s+/).filter(Boolean)
