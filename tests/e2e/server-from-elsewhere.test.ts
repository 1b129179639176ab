import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { MIGRATIONS } from '~/storage/migrations'
import { describe, expect, test as it } from './support/fixture'
import { startServer } from './support/server'

const repo = path.resolve(import.meta.dirname, '../..')

describe('the built server started from another directory', () => {
  it('runs its bundled migrations on the embedded database and takes a booking', async () => {
    // DATABASE_URL unset (startServer leaves it out): PGlite in a throwaway DATA_DIR. The content dataset
    // is a setting, given as an absolute path; the migrations are not, and must come with the build.
    const server = await startServer(
      { LOG_LEVEL: 'info', CONTENT_DATASET_DIR: path.join(repo, 'dataset/bundled') },
      [],
      { cwd: '/tmp' },
    )
    try {
      const body = new URLSearchParams({
        idempotencyKey: randomUUID(),
        for: 'me',
        contactName: 'Sam Elsewhere',
        contactMethod: 'phone',
        phone: '0412 345 678',
        consent: 'yes',
      })
      const sent = await fetch(`${server.baseUrl}/booking/counselling-appointment`, {
        method: 'POST',
        body,
        redirect: 'manual',
      })
      expect(sent.status).toBe(303)
      expect(sent.headers.get('location')).toMatch(/\/confirmation\/BK-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
      expect(server.output()).toContain('"msg":"bookings database ready"')
      expect(server.output()).toContain(`"migrationsApplied":${MIGRATIONS.length}`)
    } finally {
      await server.stop()
    }
    // PGlite starts on the first booking: slow on a busy machine.
  }, 180_000)
})
