import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { BookingDetails } from '~/bookings/form'
import { submitRequest } from '~/bookings/repository.server'
import type { ReportDetails } from '~/problem-reports/report-form'
import { submitReport } from '~/problem-reports/repository.server'
import { DATABASE_KINDS, testStorage, useTestDatabase } from '../../tests/support/databases'
import { withoutBookingStorage } from '../../tests/e2e/support/server'
import { runBookingsCommand, USAGE, type CommandContext } from './commands'

const booking = {
  slug: 'support-coordination-meeting',
  title: 'Request a meeting with a support coordinator',
  serviceTitle: 'NDIS Support Coordination',
  notifyEmail: 'intake@altogether.example',
}
const details: BookingDetails = {
  for: 'someone-else',
  personName: 'Sam Lee',
  contactName: 'Alex Lee',
  contactMethod: 'email',
  email: 'alex@example.com',
  days: ['monday'],
  ndis: 'yes',
  message: '=HYPERLINK("http://evil")',
}

describe.each(DATABASE_KINDS)('npm run bookings, on %s', (kind) => {
  const current = useTestDatabase(kind)
  const run = async (...argv: string[]) => {
    let out = ''
    let err = ''
    const context: CommandContext = { db: current.db, retentionDays: 30, reportRetentionDays: 60, out: (text) => (out += text), err: (text) => (err += text) }
    const code = await runBookingsCommand(argv, context)
    return { code, out, err }
  }

  it('lists, exports, handles and purges', async () => {
    expect(await run('list')).toEqual({ code: 0, out: 'No booking requests.\n', err: '' })
    const first = await submitRequest(current.db, { idempotencyKey: randomUUID(), booking, details }, 'altogether.example')
    const second = await submitRequest(
      current.db,
      { idempotencyKey: randomUUID(), booking, details: { ...details, contactName: 'Kim', email: 'kim@example.com' } },
      'altogether.example',
    )

    const listed = await run('list')
    expect(listed.code).toBe(0)
    expect(listed.out).toMatch(new RegExp(`${first.reference} .* new +support-coordination-meeting +Alex Lee +Email alex@example.com +queued`))
    expect(listed.out).toContain('2 requests')

    const csv = await run('export', '--csv')
    const lines = csv.out.trim().split('\n')
    expect(lines[0]).toBe(
      'reference,received,status,handled,booking,service,for,their_name,contact_name,contact_by,phone,email,days,times,where,location,interpreter,language,accessibility_needs,ndis,message,email_sent',
    )
    expect(lines[1]).toContain(`${first.reference},`)
    expect(lines[1]).toContain(',Someone I support or care for,Sam Lee,Alex Lee,Email,,alex@example.com,Monday,')
    expect(lines[1]).toContain(`,Yes,"'=HYPERLINK(""http://evil"")",`)

    expect(await run('handle', first.reference.toLowerCase())).toEqual({ code: 0, out: `${first.reference} marked handled.\n`, err: '' })
    expect((await run('handle', first.reference)).out).toBe(`${first.reference} was already handled.\n`)
    expect(await run('handle', 'BK-ZZZZ-ZZZZ')).toEqual({ code: 1, out: '', err: 'There is no request BK-ZZZZ-ZZZZ.\n' })
    expect((await run('list', '--status', 'handled')).out).toContain('1 request\n')
    expect((await run('list', '--status', 'new')).out).toContain(second.reference)

    expect((await run('purge')).out).toBe('Deleted 0 handled requests made more than 30 days ago.\n')
    await current.db.query(`update booking_requests set created_at = now() - interval '31 days'`)
    expect((await run('purge', '--older-than', '30')).out).toBe('Deleted 1 handled request made more than 30 days ago.\n')
    expect((await run('list')).out).toContain('1 request\n')
  })

  it('lists, exports, handles and purges problem reports', async () => {
    expect(await run('reports', 'list')).toEqual({ code: 0, out: 'No problem reports.\n', err: '' })
    const listing = { path: 'locations/dandenong-family-centre', id: 'location-12', title: 'Dandenong Family Centre' }
    const report = (details: ReportDetails, notifyEmail = 'content@altogether.example') =>
      submitReport(current.db, { idempotencyKey: randomUUID(), listing, details, notifyEmail }, 'altogether.example')
    const first = await report({ wrong: ['phone', 'closed'], note: 'Rings out.\n=1+1' })
    const second = await report({ wrong: ['hours'] }, '')

    const listed = await run('reports', 'list')
    expect(listed.code).toBe(0)
    expect(listed.out).toMatch(new RegExp(`${first.reference} .* new +/locations/dandenong-family-centre +The phone number; This location has closed +Rings out. / =1\\+1 +queued`))
    expect(listed.out).toMatch(new RegExp(`${second.reference} .* new +/locations/dandenong-family-centre +The opening hours +no address to send to`))
    expect(listed.out).toContain('2 reports\n')
    expect(listed.out).not.toContain('BK-')

    const csv = (await run('reports', 'export', '--csv')).out.trim().split('\n')
    expect(csv[0]).toBe('reference,received,status,handled,page,title,document_id,what_is_wrong,note,email_sent')
    expect(csv[1]).toContain(`,/locations/dandenong-family-centre,Dandenong Family Centre,location-12,The phone number; This location has closed,"Rings out.`)

    expect(await run('reports', 'handle', first.reference.toLowerCase())).toEqual({ code: 0, out: `${first.reference} marked handled.\n`, err: '' })
    expect(await run('reports', 'handle', 'PR-ZZZZ-ZZZZ')).toEqual({ code: 1, out: '', err: 'There is no report PR-ZZZZ-ZZZZ.\n' })
    expect((await run('reports', 'handle', 'BK-ZZZZ-ZZZZ')).code).toBe(2)
    expect((await run('reports', 'list', '--status', 'handled')).out).toContain('1 report\n')
    expect((await run('reports', 'purge')).out).toBe('Deleted 0 handled reports made more than 60 days ago.\n')
    await current.db.query(`update problem_reports set created_at = now() - interval '61 days'`)
    expect((await run('reports', 'purge')).out).toBe('Deleted 1 handled report made more than 60 days ago.\n')
    expect((await run('reports', 'list')).out).toContain('1 report\n')
  })

  it('writes the export to a file only its owner can read', async () => {
    const storage = current.storage
    const file = path.join(storage.settings.DATA_DIR, 'export.csv')
    const result = await run('export', '--csv', '--out', file)
    expect(result.code).toBe(0)
    expect(result.err).toMatch(/^Wrote \d+ requests? to /)
    expect((await readFile(file, 'utf8')).split('\n')[0]).toMatch(/^reference,/)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
  })

  it.each([
    [[]],
    [['frob']],
    [['list', '--status', 'old']],
    [['list', '--bogus']],
    [['export']],
    [['handle']],
    [['handle', 'nonsense']],
    [['handle', 'BK-AAAA-AAAA', 'extra']],
    [['purge', '--older-than', 'soon']],
    [['purge', '--older-than', '-1']],
    [['reports']],
    [['reports', 'frob']],
    [['reports', 'handle', 'BK-AAAA-AAAA']],
    [['reports', 'list', '--status', 'old']],
  ])('answers wrong input %j with what is wrong, the usage and exit code 2', async (argv) => {
    const result = await run(...argv)
    expect(result.code).toBe(2)
    expect(result.err).toContain(USAGE)
    expect(result.err.split('\n')[0]).not.toBe('')
  })
})

describe('the command itself', () => {
  const exec = promisify(execFile)
  it('runs from npm with the website settings and exits non-zero on wrong input', async () => {
    const storage = await testStorage('pglite')
    const env = { ...withoutBookingStorage(process.env), DATA_DIR: storage.settings.DATA_DIR }
    const cli = ['node_modules/.bin/tsx', ['scripts/bookings/cli.ts']] as const
    const listed = await exec(cli[0], [...cli[1], 'list'], { env })
    expect(listed.stdout).toBe('No booking requests.\n')
    expect((await exec(cli[0], [...cli[1], 'reports', 'list'], { env })).stdout).toBe('No problem reports.\n')
    const wrong = await exec(cli[0], [...cli[1], 'purge', '--older-than', 'x'], { env }).catch((error: { code: number; stderr: string }) => error)
    expect(wrong).toMatchObject({ code: 2 })
    expect((wrong as { stderr: string }).stderr).toContain('Usage: npm run bookings -- <command>')
    const none = await exec(cli[0], [...cli[1]], { env }).catch((error: { code: number }) => error)
    expect(none).toMatchObject({ code: 2 })
    await storage.remove()
  }, 60_000)
})
