/**
 * Structured logs: one JSON object a line on stdout/stderr. Callers pass only what is safe to keep:
 * never names, contact details, form bodies, search terms or full query strings.
 */
type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 }

function threshold(): number {
  const configured = process.env.LOG_LEVEL as Level | 'silent' | undefined
  return order[configured ?? 'info'] ?? order.info
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (order[level] < threshold()) return
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
}

/** An error as loggable fields, without request data. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, errorName: error.name, stack: error.stack }
  return { error: String(error) }
}
