import * as bookingRequests from './0001_booking_requests'
import * as problemReports from './0002_problem_reports'
import * as liveStreams from './0003_live_streams'

export interface Migration {
  /** Its row in `schema_migrations`: the file name it has always had, so databases already migrated match. */
  version: string
  sql: string
}

/**
 * Every migration, oldest first. The SQL lives in TypeScript modules so that it is part of whatever
 * runs it: the built server (bundled by Vite), the staff tool (tsx) and the tests, from any working
 * directory (docs/decisions/0027-migrations-bundled-as-modules.md). Add a new one at the end; never edit
 * one that has shipped.
 */
export const MIGRATIONS: readonly Migration[] = [
  { version: '0001_booking_requests.sql', sql: bookingRequests.sql },
  { version: '0002_problem_reports', sql: problemReports.sql },
  { version: '0003_live_streams', sql: liveStreams.sql },
]
