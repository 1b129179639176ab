/**
 * The staff tool for booking requests and problem reports: npm run bookings -- help
 * Reads only the settings it uses (DATABASE_URL, or DATA_DIR for the embedded database, and the
 * retention periods), so it runs from a shell that has none of the website's.
 */
import { openDatabase } from '~/storage/database.server'
import { migrate } from '~/storage/migrate.server'
import { parseStaffToolEnv } from '~/config/env.server'
import { runBookingsCommand, USAGE } from './commands'

const argv = process.argv.slice(2)
if (!argv.length) {
  process.stderr.write(USAGE)
  process.exit(2)
}
let code: number
try {
  const settings = parseStaffToolEnv(process.env)
  const db = await openDatabase(settings)
  try {
    await migrate(db)
    code = await runBookingsCommand(argv, {
      db,
      retentionDays: settings.BOOKING_RETENTION_DAYS,
      reportRetentionDays: settings.REPORT_RETENTION_DAYS,
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    })
  } finally {
    await db.close()
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  code = 1
}
process.exitCode = code
