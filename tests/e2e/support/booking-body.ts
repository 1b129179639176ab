import { randomUUID } from 'node:crypto'

/** A valid booking submission, as the form sends it, with a fresh idempotency key unless overridden. */
export function validBookingBody(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    idempotencyKey: randomUUID(),
    for: 'me',
    contactName: 'Pat Private',
    contactMethod: 'email',
    email: 'pat.private@example.com',
    message: 'My private message',
    consent: 'yes',
    ...overrides,
  })
}
