import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { stringify } from 'csv-stringify/sync'
import type { Queryable } from '~/storage/database.server'
import { CHOICES, choiceLabel } from '~/bookings/form'
import { listRequests, markHandled, purgeHandled, REFERENCE_PATTERN, type RequestStatus, type StoredRequest } from '~/bookings/repository.server'

export const USAGE = `Booking requests, for staff. Usage: npm run bookings -- <command>

  list [--status new|handled]            requests, oldest first, with whether their email was sent
  export --csv [--out <file>] [--status new|handled]
                                         every answer as CSV, to the screen or a file (personal data: keep it safe)
  handle <reference>                     mark a request handled, e.g. handle BK-7KQM-2XDP
  purge [--older-than <days>]            delete handled requests made more than <days> days ago
                                         (default BOOKING_RETENTION_DAYS); new requests are never purged
  help                                   this text

Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the website first: it can
be open in one process at a time).
`

export interface CommandContext {
  db: Queryable
  retentionDays: number
  out: (text: string) => void
  err: (text: string) => void
}

/** Wrong input: say what is wrong, show the usage, exit 2. */
export class UsageError extends Error {}

/** Runs one staff command; resolves to the process exit code (0 done, 1 not found, 2 wrong input). */
export async function runBookingsCommand(argv: string[], context: CommandContext): Promise<number> {
  const [command, ...rest] = argv
  try {
    switch (command) {
      case 'list':
        return await list(rest, context)
      case 'export':
        return await exportCsv(rest, context)
      case 'handle':
        return await handle(rest, context)
      case 'purge':
        return await purge(rest, context)
      case 'help':
      case '--help':
      case '-h':
        context.out(USAGE)
        return 0
      default:
        throw new UsageError(command ? `Unknown command '${command}'.` : 'Say which command to run.')
    }
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) throw error
    context.err(`${error.message}\n\n${USAGE}`)
    return 2
  }
}

function options<const Options extends Record<string, { type: 'string' | 'boolean' }>>(args: string[], spec: Options, positionals = 0) {
  const parsed = parseArgs({ args, options: spec, strict: true, allowPositionals: positionals > 0 })
  if (parsed.positionals.length > positionals) throw new UsageError(`Unexpected '${parsed.positionals[positionals]}'.`)
  return parsed
}

function statusOption(value: string | undefined): RequestStatus | undefined {
  if (value === undefined || value === 'new' || value === 'handled') return value
  throw new UsageError(`--status must be 'new' or 'handled', not '${value}'.`)
}

const date = (value: Date | null) => (value ? new Date(value).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '')
const contact = (request: StoredRequest) => request.details.phone ?? request.details.email ?? ''
const notified = (request: StoredRequest) =>
  request.notifiedAt ? `sent ${date(request.notifiedAt)}` : request.notifyAttempts ? `not sent yet (${request.notifyAttempts} tries: ${request.notifyError ?? ''})` : 'queued'

async function list(args: string[], { db, out }: CommandContext) {
  const { values } = options(args, { status: { type: 'string' } })
  const requests = await listRequests(db, { status: statusOption(values.status) })
  if (!requests.length) {
    out('No booking requests.\n')
    return 0
  }
  const rows = requests.map((request) => [
    request.reference,
    date(request.createdAt),
    request.status,
    request.bookingSlug,
    request.details.contactName,
    `${choiceLabel(CHOICES.contactMethod, request.details.contactMethod)} ${contact(request)}`,
    notified(request),
  ])
  const header = ['Reference', 'Received', 'Status', 'Booking', 'Name', 'Contact', 'Email to the service']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  out([line(header), ...rows.map(line)].join('\n') + `\n${requests.length} request${requests.length === 1 ? '' : 's'}\n`)
  return 0
}

/** One row a request, one column an answer, labelled as on the form. */
export function requestsCsv(requests: StoredRequest[]): string {
  return stringify(
    requests.map(({ details, ...request }) => ({
      reference: request.reference,
      received: request.createdAt ? new Date(request.createdAt).toISOString() : '',
      status: request.status,
      handled: request.handledAt ? new Date(request.handledAt).toISOString() : '',
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
      email_sent: request.notifiedAt ? new Date(request.notifiedAt).toISOString() : '',
    })),
    // Spreadsheet programs run cells that start with = + - @ as formulas: csv-stringify escapes them.
    { header: true, escape_formulas: true },
  )
}

async function exportCsv(args: string[], { db, out, err }: CommandContext) {
  const { values } = options(args, { csv: { type: 'boolean' }, out: { type: 'string' }, status: { type: 'string' } })
  if (!values.csv) throw new UsageError('Say which format to export: --csv.')
  const requests = await listRequests(db, { status: statusOption(values.status) })
  const csv = requestsCsv(requests)
  if (!values.out) {
    out(csv)
    return 0
  }
  // Personal data: readable by its owner only.
  await writeFile(values.out, csv, { mode: 0o600 })
  err(`Wrote ${requests.length} request${requests.length === 1 ? '' : 's'} to ${values.out}\n`)
  return 0
}

async function handle(args: string[], { db, out, err }: CommandContext) {
  const { positionals } = options(args, {}, 1)
  const reference = positionals[0]?.trim().toUpperCase()
  if (!reference) throw new UsageError('Say which request to mark handled, e.g. handle BK-7KQM-2XDP.')
  if (!REFERENCE_PATTERN.test(reference)) throw new UsageError(`'${positionals[0]}' is not a reference: they look like BK-7KQM-2XDP.`)
  const result = await markHandled(db, reference)
  if (result === 'unknown') {
    err(`There is no request ${reference}.\n`)
    return 1
  }
  out(result === 'handled' ? `${reference} marked handled.\n` : `${reference} was already handled.\n`)
  return 0
}

async function purge(args: string[], { db, out, retentionDays }: CommandContext) {
  const { values } = options(args, { 'older-than': { type: 'string' } })
  const given = values['older-than']
  const days = given === undefined ? retentionDays : Number(given)
  if (!Number.isInteger(days) || days < 0) throw new UsageError(`--older-than must be a whole number of days, not '${given}'.`)
  const purged = await purgeHandled(db, days)
  out(`Deleted ${purged.length} handled request${purged.length === 1 ? '' : 's'} made more than ${days} days ago.\n`)
  return 0
}
