/**
 * Structured logs through pino: one JSON object a line, info and debug on stdout, warnings and errors
 * on stderr, written synchronously so a crash does not lose the last line. LOG_LEVEL sets the level
 * ('silent' in tests). Callers pass only what is safe to keep; as a second line of defence, personal
 * fields (names, contact details, messages, answers, search words, places) are replaced by
 * '[redacted]' wherever they appear, up to three levels deep.
 */
import pino, { type DestinationStream, type Logger } from 'pino'

/** Field names that hold what a person typed or who they are. */
export const PERSONAL_FIELDS = [
  'name',
  'contactName',
  'personName',
  'email',
  'phone',
  'address',
  'message',
  'answers',
  'details',
  'query',
  'q',
  'search',
  'words',
  'searchWords',
  'place',
  'near',
  'postcode',
] as const

const REDACT_PATHS = PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`])

/** A logger writing to `destination` (stdout and stderr by default) at `level`. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const stream =
    destination ??
    pino.multistream(
      [
        { level: 'trace', stream: pino.destination({ dest: 1, sync: true }) },
        { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
      ],
      { dedupe: true },
    )
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    stream,
  )
}

let logger: Logger | undefined
/** Made on first use, so LOG_LEVEL set before the first line counts. */
const current = () => (logger ??= createLogger())

type Fields = Record<string, unknown>

export const log = {
  debug: (message: string, fields: Fields = {}) => current().debug(fields, message),
  info: (message: string, fields: Fields = {}) => current().info(fields, message),
  warn: (message: string, fields: Fields = {}) => current().warn(fields, message),
  error: (message: string, fields: Fields = {}) => current().error(fields, message),
}

/** An error as loggable fields, without request data. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, errorName: error.name, stack: error.stack }
  return { error: String(error) }
}

/**
 * A warning for a failure that may repeat on every request (a shared store that does not answer):
 * logged at most once a minute, with the error's name only, so the log is not flooded.
 */
export function warnAtMostEveryMinute(message: string): (error: unknown) => void {
  let lastLogged = -Infinity
  return (error) => {
    const now = Date.now()
    if (now - lastLogged < 60_000) return
    lastLogged = now
    log.warn(message, { errorName: error instanceof Error ? error.name : typeof error })
  }
}
