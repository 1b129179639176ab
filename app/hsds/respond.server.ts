import { apiProblem } from '~/lib/api-problem.server'

/** Every answer, an error too, may be cached briefly and read by other directories' pages. */
const SHARED = { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' }

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...SHARED, 'Content-Type': 'application/json; charset=utf-8' } })
}

/** A parameter the caller can fix: 400 with what is wrong in plain words. */
export function badParameter(message: string): Response {
  return apiProblem(400, message, SHARED)
}

/** No visible record has this id (it may be hidden, deleted or never have existed). */
export function notFound(what: string, id: string): Response {
  return apiProblem(404, `There is no ${what} with id ${id}.`, SHARED)
}
