import { randomUUID } from 'node:crypto'
import { data, redirect } from 'react-router'
import { log } from '~/logging/log.server'
import { IdempotencyKeyReused, type Inserted } from '~/storage/insert-once.server'
import { wakeSiteNotifier } from '~/outbox/site-notifier.server'
import { siteStore, type SiteStore } from '~/storage/store.server'
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, type FieldErrors, type FieldValues } from './fields'
import type { FormRefusal, RefusalReason } from './guards.server'

/** What the server's guards found before the action (app/form-submission/guards.server.ts). */
export interface SubmissionChecks {
  rateLimited: { retryAfterSeconds: number } | null
  refused: FormRefusal | null
}

/** What a form page shows again when a submission is not accepted: why, and what the visitor typed. */
export interface SubmissionProblem<Field extends string> {
  /** A problem with the whole submission, shown at the top of the error summary. */
  problem: string | null
  errors: FieldErrors<Field>
  values: FieldValues<Field>
  idempotencyKey: string
}

/** How the messages name a form: 'request' from 'booking page', 'report' from 'website'. */
export interface FormWords {
  /** One submission: 'Your {noun} is too long to send.' */
  noun: string
  /** Where it is sent from: 'This form can only be sent from our own {home}.' */
  home: string
}

/** One kind of form that sends something to staff: its words, limits, answers, validation and storage. */
export interface FormSubmission<Field extends string, Details> {
  words: FormWords
  /** In log lines, before 'stored', 'repeated', 'not stored': 'booking request', 'problem report'. */
  logName: string
  /** Logged with every line about it: which page it was sent from, never anything typed. */
  logFields: Record<string, string>
  bodyLimitBytes: number
  values(body: URLSearchParams): FieldValues<Field>
  validate(values: FieldValues<Field>): { ok: true; details: Details } | { ok: false; errors: FieldErrors<Field> }
  /** Stores it with its notification, once per idempotency key (app/storage/insert-once.server.ts). */
  save(store: SiteStore, details: Details, idempotencyKey: string): Promise<Inserted>
  /** Where the visitor goes once it is stored. */
  confirmation(saved: Inserted): string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

class TooLarge extends Error {}

/** The body as form fields, read no further than the limit (a body without Content-Length is counted as it arrives). */
async function readForm(request: Request, limitBytes: number): Promise<URLSearchParams> {
  if (!request.body) return new URLSearchParams()
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body) {
    size += chunk.byteLength
    if (size > limitBytes) throw new TooLarge()
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** Why the guards refused a submission, in words a person understands. */
function refusalProblem(reason: RefusalReason, { noun, home }: FormWords): string {
  switch (reason) {
    case 'cross-site':
      return `This form can only be sent from our own ${home}, and your browser did not say it was, so we have not sent it. Your answers are below: send it again from this page, or call us.`
    case 'not-a-form':
      return `We could not read this ${noun}. Send the form from our ${home}: fill it in below, or call us.`
    case 'too-large':
      return `Your ${noun} is too long to send. Shorten your message and try again, or call us.`
  }
}

/**
 * Handles a submission of a form that sends something to staff (the page's action). Accepted: stored with
 * its notification, then 303 to the confirmation (post, redirect, get). Not accepted: the form again, with
 * a 4xx status, the reasons and everything the visitor typed. Only the reference is ever logged.
 */
export async function submitForm<Field extends string, Details>(
  request: Request,
  form: FormSubmission<Field, Details>,
  { rateLimited, refused }: SubmissionChecks,
) {
  const { noun } = form.words
  const problem = (status: number, reason: Partial<SubmissionProblem<Field>>, headers?: HeadersInit) =>
    data<SubmissionProblem<Field>>(
      { problem: null, errors: {}, values: {}, idempotencyKey: randomUUID(), ...reason },
      { status, headers },
    )

  if (request.method !== 'POST')
    return problem(405, { problem: 'Send this form with the button at the end of it.' }, { Allow: 'GET, POST' })
  // Refused before it was read (guards.server.ts): nothing is stored; a readable form's answers come back.
  if (refused) {
    const values = refused.answersReadable
      ? form.values(await readForm(request, form.bodyLimitBytes).catch(() => new URLSearchParams()))
      : {}
    return problem(refused.status, { problem: refusalProblem(refused.reason, form.words), values })
  }
  let body: URLSearchParams
  try {
    body = await readForm(request, form.bodyLimitBytes)
  } catch (error) {
    if (error instanceof TooLarge)
      return problem(413, {
        problem: `Your ${noun} is too long to send. Shorten your answers and send it again, or call us.`,
      })
    return problem(400, { problem: `We could not read your ${noun}. Check your answers and send it again.` })
  }
  const values = form.values(body)
  const submittedKey = body.get(IDEMPOTENCY_FIELD) ?? ''
  const idempotencyKey = UUID.test(submittedKey) ? submittedKey.toLowerCase() : randomUUID()
  // Too many submissions: nothing is stored, so the form comes back with everything typed and the same key.
  if (rateLimited) {
    const minutes = Math.ceil(rateLimited.retryAfterSeconds / 60)
    return problem(429, {
      problem: `You have sent this form many times in a short while. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and send it again, or call us.`,
      values,
      idempotencyKey,
    })
  }
  // People never see the honeypot; simple bots fill in every field. A person whose browser filled it by
  // mistake gets the form back, with the trap empty, and can send it again.
  if (body.get(HONEYPOT_FIELD) || !UUID.test(submittedKey)) {
    return problem(400, {
      problem: `We could not send your ${noun}. Check your answers and send it again.`,
      values,
      idempotencyKey,
    })
  }
  const result = form.validate(values)
  if (!result.ok) return problem(422, { errors: result.errors, values, idempotencyKey })

  const store = await siteStore()
  let saved: Inserted
  try {
    saved = await form.save(store, result.details, idempotencyKey)
  } catch (error) {
    // The key made another submission with other answers: this one is not stored. The form comes back with
    // these answers and a new key, so sending it again makes a submission of its own.
    if (error instanceof IdempotencyKeyReused) {
      log.warn(`${form.logName} idempotency key reused with other answers`, form.logFields)
      return problem(409, {
        problem: `This form was already used to send a different ${noun}, so we have not sent this one. Check your answers and send it again.`,
        values,
      })
    }
    // Not stored, so not acknowledged: keep the answers and the key (a retry cannot make a second one).
    // Database messages can quote the values: log only the error's code and name.
    const { code } = (error ?? {}) as { code?: string }
    log.error(`${form.logName} not stored`, {
      ...form.logFields,
      database: store.db.kind,
      code,
      errorName: error instanceof Error ? error.name : typeof error,
    })
    return problem(
      503,
      {
        problem: `We could not save your ${noun} just now. Please send it again in a minute, or call us.`,
        values,
        idempotencyKey,
      },
      { 'Retry-After': '60' },
    )
  }
  log.info(saved.created ? `${form.logName} stored` : `${form.logName} repeated`, {
    ...form.logFields,
    reference: saved.reference,
  })
  wakeSiteNotifier()
  return redirect(form.confirmation(saved), 303)
}
