import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultServerNodeFlags, serverNodeFlags } from './start-command'

/** What the shell that runs `npm start` passes to node, given SERVER_V8_FLAGS (undefined: unset). */
function flagsNpmStartPasses(setting: string | undefined): string[] {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start
  const script = `set -- ${start.replace(/^node /, '').replace(/ server\/main\.ts$/, '')}; printf '%s\\n' "$@"`
  const env = { PATH: process.env.PATH, ...(setting === undefined ? {} : { SERVER_V8_FLAGS: setting }) }
  return execFileSync('sh', ['-c', script], { env, encoding: 'utf8' }).split('\n').filter(Boolean)
}

describe("the server's V8 flags", () => {
  it('are the documented defaults while SERVER_V8_FLAGS is unset, as npm start passes them', () => {
    expect(defaultServerNodeFlags()).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=30'])
    expect(serverNodeFlags({})).toEqual(flagsNpmStartPasses(undefined))
  })

  it('are replaced by SERVER_V8_FLAGS, and none when it is empty, as npm start does', () => {
    expect(serverNodeFlags({ SERVER_V8_FLAGS: '--max-semi-space-size=16' })).toEqual(['--max-semi-space-size=16'])
    expect(flagsNpmStartPasses('--max-semi-space-size=16')).toEqual(['--max-semi-space-size=16'])
    expect(serverNodeFlags({ SERVER_V8_FLAGS: '' })).toEqual([])
    expect(flagsNpmStartPasses('')).toEqual([])
  })
})
