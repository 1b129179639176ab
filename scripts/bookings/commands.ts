import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { stringify } from 'csv-stringify/sync'
import { CHOICES, choiceLabel } from '~/bookings/form'
import {
  listRequests,
  markHandled,
  purgeHandled,
  REFERENCE_PATTERN,
  type StoredRequest,
} from '~/bookings/repository.server'
import { isListingKind } from '~/problem-reports/listings'
import { wrongDetailLabel, type ReportDetails } from '~/problem-reports/report-form'
import {
  listReports,
  markReportHandled,
  purgeHandledReports,
  REPORT_REFERENCE_PATTERN,
  type StoredReport,
} from '~/problem-reports/repository.server'
import type { Queryable } from '~/storage/database.server'
import type { StoredSubmission, SubmissionStatus } from '~/storage/handling.server'

export const USAGE = `Booking requests and problem reports, for staff. Usage: npm run bookings -- <command>

  list [--status new|handled]            requests, oldest first, with whether their email was sent
  export --csv [--out <file>] [--status new|handled]
                                         every answer as CSV, to the screen or a file (personal data: keep it safe)
  handle <reference>                     mark a request handled, e.g. handle BK-7KQM-2XDP
  purge [--older-than <days>]            delete handled requests made more than <days> days ago
                                         (default BOOKING_RETENTION_DAYS); new requests are never purged

  reports list [--status new|handled]    problem reports ('Tell us something is wrong' on service and
                                         location pages), oldest first: the page, what is wrong, the note
  reports export --csv [--out <file>] [--status new|handled]
  reports handle <reference>             mark a report handled once the details are checked, e.g. reports handle PR-7KQM-2XDP
  reports purge [--older-than <days>]    delete handled reports made more than <days> days ago
                                         (default REPORT_RETENTION_DAYS)
  help                                   this text

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the website first: it can
be open in one process at a time).
`

export interface CommandContext {
  db: Queryable
  /** BOOKING_RETENTION_DAYS and REPORT_RETENTION_DAYS: what purge removes when not told. */
  retentionDays: number
  reportRetentionDays: number
  out: (text: string) => void
  err: (text: string) => void
}

/** Wrong input: say what is wrong, show the usage, exit 2. */
export class UsageError extends Error {}

/** What the commands do with one kind of submission: booking requests, or problem reports. */
interface StaffKind<Stored extends StoredSubmission> {
  /** One of them, in messages: 'request', 'report'. */
  noun: string
  /** What `list` says when there are none. */
  none: string
  /** What the references look like, and one for the messages. */
  pattern: RegExp
  example: string
  /** `handle` and `purge` as typed before the arguments: 'handle' or 'reports handle'. */
  command: string
  retentionDays(context: CommandContext): number
  list(db: Queryable, filter: { status?: SubmissionStatus }): Promise<Stored[]>
  markHandled(db: Queryable, reference: string): Promise<'handled' | 'already' | 'unknown'>
  purge(db: Queryable, days: number): Promise<string[]>
  /** `list`'s columns after the reference, date and status. */
  columns: string[]
  row(stored: Stored): string[]
  /** One row a submission, one column an answer, labelled as on the form. */
  csv(stored: Stored[]): string
}

const date = (value: Date | null) =>
  value ? new Date(value).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : ''
const isoDate = (value: Date | null) => (value ? new Date(value).toISOString() : '')
const notified = (stored: StoredSubmission) =>
  stored.notifiedAt
    ? `sent ${date(stored.notifiedAt)}`
    : stored.notifyAttempts
      ? `not sent yet (${stored.notifyAttempts} tries: ${stored.notifyError ?? ''})`
      : 'queued'
// Spreadsheet programs run cells that start with = + - @ as formulas: csv-stringify escapes them.
const csvOf = (rows: Array<Record<string, string>>) => stringify(rows, { header: true, escape_formulas: true })

const BOOKINGS: StaffKind<StoredRequest> = {
  noun: 'request',
  none: 'No booking requests.',
  pattern: REFERENCE_PATTERN,
  example: 'BK-7KQM-2XDP',
  command: '',
  retentionDays: (context) => context.retentionDays,
  list: listRequests,
  markHandled,
  purge: purgeHandled,
  columns: ['Booking', 'Name', 'Contact', 'Email to the service'],
  row: (request) => [
    request.bookingSlug,
    request.details.contactName,
    `${choiceLabel(CHOICES.contactMethod, request.details.contactMethod)} ${request.details.phone ?? request.details.email ?? ''}`,
    notified(request),
  ],
  csv: (requests) => requestsCsv(requests),
}

/** What is wrong, in the words of the page the report was about. */
const wrongWords = (report: Pick<StoredReport, 'listingPath'> & { details: ReportDetails }) => {
  const kind = report.listingPath.split('/')[0] ?? ''
  return report.details.wrong.map((value) => (isListingKind(kind) ? wrongDetailLabel(value, kind) : value)).join('; ')
}
/** A note on one line of the table (the CSV keeps its lines). */
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s*\n\s*/g, ' / ')
const notifiedReport = (report: StoredReport) => (report.notifyQueued ? notified(report) : 'no address to send to')

const REPORTS: StaffKind<StoredReport> = {
  noun: 'report',
  none: 'No problem reports.',
  pattern: REPORT_REFERENCE_PATTERN,
  example: 'PR-7KQM-2XDP',
  command: 'reports ',
  retentionDays: (context) => context.reportRetentionDays,
  list: listReports,
  markHandled: markReportHandled,
  purge: purgeHandledReports,
  columns: ['Page', 'What is wrong', 'Note', 'Email to the content team'],
  row: (report) => [`/${report.listingPath}`, wrongWords(report), oneLine(report.details.note), notifiedReport(report)],
  csv: (reports) =>
    csvOf(
      reports.map((report) => ({
        reference: report.reference,
        received: isoDate(report.createdAt),
        status: report.status,
        handled: isoDate(report.handledAt),
        page: `/${report.listingPath}`,
        title: report.listingTitle,
        document_id: report.listingId,
        what_is_wrong: wrongWords(report),
        note: report.details.note ?? '',
        email_sent: isoDate(report.notifiedAt),
      })),
    ),
}

/** Runs one staff command; resolves to the process exit code (0 done, 1 not found, 2 wrong input). */
export async function runBookingsCommand(argv: string[], context: CommandContext): Promise<number> {
  try {
    const [first, ...rest] = argv
    if (first === 'help' || first === '--help' || first === '-h') {
      context.out(USAGE)
      return 0
    }
    if (first === 'reports') return await runCommand(REPORTS, rest, context)
    return await runCommand(BOOKINGS, argv, context)
  } catch (error) {
    if (
      !(error instanceof UsageError) &&
      !(error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    )
      throw error
    context.err(`${error.message}\n\n${USAGE}`)
    return 2
  }
}

async function runCommand<Stored extends StoredSubmission>(
  kind: StaffKind<Stored>,
  argv: string[],
  context: CommandContext,
): Promise<number> {
  const [command, ...rest] = argv
  switch (command) {
    case 'list':
      return list(kind, rest, context)
    case 'export':
      return exportCsv(kind, rest, context)
    case 'handle':
      return handle(kind, rest, context)
    case 'purge':
      return purge(kind, rest, context)
    default:
      throw new UsageError(command ? `Unknown command '${kind.command}${command}'.` : 'Say which command to run.')
  }
}

function options<const Options extends Record<string, { type: 'string' | 'boolean' }>>(
  args: string[],
  spec: Options,
  positionals = 0,
) {
  const parsed = parseArgs({ args, options: spec, strict: true, allowPositionals: positionals > 0 })
  if (parsed.positionals.length > positionals) throw new UsageError(`Unexpected '${parsed.positionals[positionals]}'.`)
  return parsed
}

function statusOption(value: string | undefined): SubmissionStatus | undefined {
  if (value === undefined || value === 'new' || value === 'handled') return value
  throw new UsageError(`--status must be 'new' or 'handled', not '${value}'.`)
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

async function list<Stored extends StoredSubmission>(
  kind: StaffKind<Stored>,
  args: string[],
  { db, out }: CommandContext,
) {
  const { values } = options(args, { status: { type: 'string' } })
  const stored = await kind.list(db, { status: statusOption(values.status) })
  if (!stored.length) {
    out(`${kind.none}\n`)
    return 0
  }
  const rows = stored.map((one) => [one.reference, date(one.createdAt), one.status, ...kind.row(one)])
  const header = ['Reference', 'Received', 'Status', ...kind.columns]
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  out([line(header), ...rows.map(line)].join('\n') + `\n${counted(stored.length, kind.noun)}\n`)
  return 0
}

/** One row a request, one column an answer, labelled as on the form. */
export function requestsCsv(requests: StoredRequest[]): string {
  return csvOf(
    requests.map(({ details, ...request }) => ({
      reference: request.reference,
      received: isoDate(request.createdAt),
      status: request.status,
      handled: isoDate(request.handledAt),
      booking: request.bookingSlug,
      service: request.serviceTitle ?? '',
      for: choiceLabel(CHOICES.for, details.for),
      their_name: details.personName ?? '',
      contact_name: details.contactName,
      contact_by: choiceLabel(CHOICES.contactMethod, details.contactMethod),
      phone: details.phone ?? '',
      email: details.email ?? '',
      days: (details.days ?? []).map((day) => choiceLabel(CHOICES.days, day)).join('; '),
      times: (details.times ?? []).map((time) => choiceLabel(CHOICES.times, time)).join('; '),
      where: details.where ? choiceLabel(CHOICES.where, details.where) : '',
      location: details.location?.title ?? '',
      interpreter: details.interpreter === undefined ? '' : details.interpreter ? 'Yes' : 'No',
      language: details.language ?? '',
      accessibility_needs: details.accessibilityNeeds ?? '',
      ndis: details.ndis ? choiceLabel(CHOICES.ndis, details.ndis) : '',
      message: details.message ?? '',
      email_sent: isoDate(request.notifiedAt),
    })),
  )
}

async function exportCsv<Stored extends StoredSubmission>(
  kind: StaffKind<Stored>,
  args: string[],
  { db, out, err }: CommandContext,
) {
  const { values } = options(args, { csv: { type: 'boolean' }, out: { type: 'string' }, status: { type: 'string' } })
  if (!values.csv) throw new UsageError('Say which format to export: --csv.')
  const stored = await kind.list(db, { status: statusOption(values.status) })
  const csv = kind.csv(stored)
  if (!values.out) {
    out(csv)
    return 0
  }
  // Personal data: readable by its owner only.
  await writeFile(values.out, csv, { mode: 0o600 })
  err(`Wrote ${counted(stored.length, kind.noun)} to ${values.out}\n`)
  return 0
}

async function handle<Stored extends StoredSubmission>(
  kind: StaffKind<Stored>,
  args: string[],
  { db, out, err }: CommandContext,
) {
  const { positionals } = options(args, {}, 1)
  const reference = positionals[0]?.trim().toUpperCase()
  if (!reference)
    throw new UsageError(`Say which ${kind.noun} to mark handled, e.g. ${kind.command}handle ${kind.example}.`)
  if (!kind.pattern.test(reference))
    throw new UsageError(`'${positionals[0]}' is not a ${kind.noun}'s reference: they look like ${kind.example}.`)
  const result = await kind.markHandled(db, reference)
  if (result === 'unknown') {
    err(`There is no ${kind.noun} ${reference}.\n`)
    return 1
  }
  out(result === 'handled' ? `${reference} marked handled.\n` : `${reference} was already handled.\n`)
  return 0
}

async function purge<Stored extends StoredSubmission>(
  kind: StaffKind<Stored>,
  args: string[],
  context: CommandContext,
) {
  const { values } = options(args, { 'older-than': { type: 'string' } })
  const given = values['older-than']
  const days = given === undefined ? kind.retentionDays(context) : Number(given)
  if (!Number.isInteger(days) || days < 0)
    throw new UsageError(`--older-than must be a whole number of days, not '${given}'.`)
  const purged = await kind.purge(context.db, days)
  context.out(
    `Deleted ${purged.length} handled ${kind.noun}${purged.length === 1 ? '' : 's'} made more than ${days} days ago.\n`,
  )
  return 0
}
