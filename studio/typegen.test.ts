import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const repo = path.resolve(import.meta.dirname, '..')
const work = mkdtempSync(path.join(tmpdir(), 'typegen-'))
const sanity = path.join(repo, 'node_modules/sanity/bin/sanity')

function run(args: string[]) {
  execFileSync(process.execPath, [sanity, ...args], {
    cwd: path.join(work, 'studio'),
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    stdio: 'pipe',
  })
}

afterAll(() => rmSync(work, { recursive: true, force: true }))

/**
 * The schema and query types are generated files; this regenerates both in a scratch copy and fails
 * when the committed ones are stale. Fix with `npm run typegen`.
 */
describe('generated Sanity types', () => {
  it('match the schema and the queries', () => {
    cpSync(path.join(repo, 'studio'), path.join(work, 'studio'), {
      recursive: true,
      filter: (source) => !source.endsWith('schema.json'),
    })
    cpSync(path.join(repo, 'app'), path.join(work, 'app'), { recursive: true })
    symlinkSync(path.join(repo, 'node_modules'), path.join(work, 'node_modules'))
    run(['schema', 'extract', '--path', 'schema.json'])
    run(['typegen', 'generate'])
    const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8')
    expect(read(work, 'studio/schema.json'), 'studio/schema.json is stale: run npm run typegen').toBe(
      read(repo, 'studio/schema.json'),
    )
    expect(read(work, 'app/content/sanity.types.ts'), 'app/content/sanity.types.ts is stale: run npm run typegen').toBe(
      read(repo, 'app/content/sanity.types.ts'),
    )
  }, 180_000)
})
