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
    const context: CommandContext = {
      db: current.db,
      retentionDays: 30,
      reportRetentionDays: 60,
      out: (text) => (out += text),
      err: (text) => (err += text),
    }
    const code = await runBookingsCommand(argv, context)
    return { code, out, err }
  }

  it('lists, exports, handles and purges', async () => {
    expect(await run('list')).toEqual({ code: 0, out: 'No booking requests.\n', err: '' })
    const first = await submitRequest(
      current.db,
      { idempotencyKey: randomUUID(), booking, details },
      'altogether.example',
    )
    const second = await submitRequest(
      current.db,
      { idempotencyKey: randomUUID(), booking, details: { ...details, contactName: 'Kim', email: 'kim@example.com' } },
      'altogether.example',
    )

    const listed = await run('list')
    expect(listed.code).toBe(0)
    expect(listed.out).toMatch(
      new RegExp(`${first.reference} .* new +support-coordination-meeting +Alex Lee +Email alex@example.com +queued`),
    )
    expect(listed.out).toContain('2 requests')

    const csv = await run('export', '--csv')
    const lines = csv.out.trim().split('\n')
    expect(lines[0]).toBe(
      'reference,received,status,handled,booking,service,for,their_name,contact_name,contact_by,phone,email,days,times,where,location,interpreter,language,accessibility_needs,ndis,message,email_sent',
    )
    expect(lines[1]).toContain(`${first.reference},`)
    expect(lines[1]).toContain(',Someone I support or care for,Sam Lee,Alex Lee,Email,,alex@example.com,Monday,')
    expect(lines[1]).toContain(`,Yes,"'=HYPERLINK(""http://evil"")",`)

    expect(await run('handle', first.reference.toLowerCase())).toEqual({
      code: 0,
      out: `${first.reference} marked handled.\n`,
      err: '',
    })
    expect((await run('handle', first.reference)).out).toBe(`${first.reference} was already handled.\n`)
    expect(await run('handle', 'BK-ZZZZ-ZZZZ')).toEqual({
      code: 1,
      out: '',
      err: 'There is no request BK-ZZZZ-ZZZZ.\n',
    })
    expect((await run('list', '--status', 'handled')).out).toContain('1 request\n')
    expect((await run('list', '--status', 'new')).out).toContain(second.reference)

    expect((await run('purge')).out).toBe('Deleted 0 handled requests made more than 30 days ago.\n')
    await current.db.query(`update booking_requests set created_at = now() - interval '31 days'`)
    expect((await run('purge', '--older-than', '30')).out).toBe(
      'Deleted 1 handled request made more than 30 days ago.\n',
    )
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
    expect(listed.out).toMatch(
      new RegExp(
        `${first.reference} .* new +/locations/dandenong-family-centre +The phone number; This location has closed +Rings out. / =1\\+1 +queued`,
      ),
    )
    expect(listed.out).toMatch(
      new RegExp(
        `${second.reference} .* new +/locations/dandenong-family-centre +The opening hours +no address to send to`,
      ),
    )
    expect(listed.out).toContain('2 reports\n')
    expect(listed.out).not.toContain('BK-')

    const csv = (await run('reports', 'export', '--csv')).out.trim().split('\n')
    expect(csv[0]).toBe('reference,received,status,handled,page,title,document_id,what_is_wrong,note,email_sent')
    expect(csv[1]).toContain(
      `,/locations/dandenong-family-centre,Dandenong Family Centre,location-12,The phone number; This location has closed,"Rings out.`,
    )

    expect(await run('reports', 'handle', first.reference.toLowerCase())).toEqual({
      code: 0,
      out: `${first.reference} marked handled.\n`,
      err: '',
    })
    expect(await run('reports', 'handle', 'PR-ZZZZ-ZZZZ')).toEqual({
      code: 1,
      out: '',
      err: 'There is no report PR-ZZZZ-ZZZZ.\n',
    })
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

/** The staff tool's commands as README lists them, in its 'Booking requests' section. */
async function readmeCommands(): Promise<string[][]> {
  const readme = await readFile(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
  return [...readme.matchAll(/^npm run bookings -- (.+?)(?: +#.*)?$/gm)].map((match) => match[1]!.trim().split(/ +/))
}

describe.each(DATABASE_KINDS)('the command itself, on %s, from a shell with no other setting', (kind) => {
  const exec = promisify(execFile)
  const staffTool = (argv: string[], env: NodeJS.ProcessEnv) =>
    exec('npm', ['run', '--silent', 'bookings', '--', ...argv], {
      env,
      cwd: path.resolve(import.meta.dirname, '../..'),
    })
  /** The shell a member of staff opens: a path to programs, a home, and the database; no website setting. */
  const shell = (settings: { DATA_DIR: string; DATABASE_URL?: string }): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...settings,
  })

  it('runs every command README lists, and says what is wrong with a wrong setting', async () => {
    const storage = await testStorage(kind)
    try {
      const db = await storage.open()
      const { reference } = await submitRequest(
        db,
        { idempotencyKey: randomUUID(), booking, details },
        'altogether.example',
      )
      const listing = { path: 'locations/dandenong-family-centre', id: 'location-12', title: 'Dandenong Family Centre' }
      const report = await submitReport(
        db,
        {
          idempotencyKey: randomUUID(),
          listing,
          details: { wrong: ['phone'] },
          notifyEmail: 'content@altogether.example',
        },
        'altogether.example',
      )
      await db.close()
      const commands = await readmeCommands()
      expect(commands.map((argv) => argv.slice(0, argv[0] === 'reports' ? 2 : 1).join(' '))).toEqual([
        'list',
        'list',
        'export',
        'handle',
        'purge',
        'help',
        'reports list',
        'reports list',
        'reports export',
        'reports handle',
        'reports purge',
      ])
      const exported = path.join(storage.settings.DATA_DIR, 'requests.csv')
      const exportedReports = path.join(storage.settings.DATA_DIR, 'reports.csv')
      const placeholders: Record<string, string> = { 'requests.csv': exported, 'reports.csv': exportedReports }
      for (const argv of commands) {
        const resolved = argv.map(
          (word) => placeholders[word] ?? (/^BK-/.test(word) ? reference : /^PR-/.test(word) ? report.reference : word),
        )
        const { stdout, stderr } = await staffTool(resolved, shell(storage.settings))
        expect(`${stdout}${stderr}`, argv.join(' ')).not.toMatch(/cannot start|error/i)
      }
      expect((await readFile(exported, 'utf8')).split('\n')[1]).toContain(`${reference},`)
      expect((await readFile(exportedReports, 'utf8')).split('\n')[1]).toContain(`${report.reference},`)
      expect((await staffTool(['list', '--status', 'handled'], shell(storage.settings))).stdout).toContain(reference)

      const wrong = await staffTool(['list'], { ...shell(storage.settings), BOOKING_RETENTION_DAYS: 'soon' }).catch(
        (error: { code: number; stderr: string }) => error,
      )
      expect(wrong).toMatchObject({ code: 1 })
      expect((wrong as { stderr: string }).stderr).toMatch(
        /^The staff tool cannot start: its settings are wrong\.\n {2}BOOKING_RETENTION_DAYS /,
      )
      const usage = await staffTool(['purge', '--older-than', 'x'], shell(storage.settings)).catch(
        (error: { code: number; stderr: string }) => error,
      )
      expect(usage).toMatchObject({ code: 2 })
      expect((usage as { stderr: string }).stderr).toContain('Usage: npm run bookings -- <command>')
      const none = await staffTool([], shell(storage.settings)).catch((error: { code: number }) => error)
      expect(none).toMatchObject({ code: 2 })
    } finally {
      await storage.remove()
    }
  }, 120_000)
})
