import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, test as it } from './support/fixture'

const studio = path.resolve(import.meta.dirname, '../../studio')
/** The site the built Studio's Presentation tool shows: read from SANITY_STUDIO_PREVIEW_URL when it is built. */
const PREVIEW_URL = 'https://preview.studio-test.example'

/**
 * Issue 34 point 1: the editors' whole tool. README's way to build it (`npx sanity build` from
 * studio/) must work on a fresh clone, with the schema the site reads.
 */
describe('the Studio', () => {
  it(
    'builds from studio/ as README says, with the site’s schema and the Presentation tool in it',
    { timeout: 300_000 },
    async () => {
      const output = mkdtempSync(path.join(tmpdir(), 'abc-studio-'))
      try {
        await promisify(execFile)(
          process.execPath,
          [path.resolve(studio, '../node_modules/sanity/bin/sanity'), 'build', output, '-y'],
          {
            cwd: studio,
            env: { ...process.env, SANITY_STUDIO_PROJECT_ID: 'studio-test', SANITY_STUDIO_PREVIEW_URL: PREVIEW_URL },
            maxBuffer: 16 * 1024 * 1024,
          },
        )
        expect(existsSync(path.join(output, 'index.html'))).toBe(true)
        const scripts = readdirSync(path.join(output, 'static')).filter((file) => file.endsWith('.js'))
        const code = scripts.map((file) => readFileSync(path.join(output, 'static', file), 'utf8')).join('\n')
        // Fields editors use, from studio/schemaTypes: the ways people describe a support, the crisis lines,
        // and what makes a listing trustworthy (issue 35): the review date, languages, where reports go.
        for (const words of [
          'How people describe this',
          'Crisis lines',
          'Reviewed on',
          'Languages spoken',
          'Send problem reports to',
        ])
          expect(code, words).toContain(words)
        // The Presentation tool (studio/presentation.ts): the site at the preview URL given at build time, its
        // preview route, and the locations of services and locations read from their synced slug (issue 34 point 3).
        expect(code).toContain(`"${PREVIEW_URL}"`)
        expect(code).toContain('/api/preview/enable')
        expect(code).toContain('sync.slug.current')
      } finally {
        rmSync(output, { recursive: true, force: true })
      }
    },
  )
})
