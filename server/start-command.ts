import { readFileSync } from 'node:fs'

/**
 * The Node flags the production server runs with, read from `npm start` in package.json so that
 * tests and benchmarks start the server exactly as a deployment does. (V8 heap flags cannot be set
 * from inside a running process.)
 */
export function serverNodeFlags(): string[] {
  const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } }
  const words = packageJson.scripts.start.trim().split(/\s+/)
  if (words[0] !== 'node' || words.at(-1) !== 'server/main.ts') throw new Error('package.json: "start" must be "node [flags] server/main.ts"')
  return words.slice(1, -1)
}
