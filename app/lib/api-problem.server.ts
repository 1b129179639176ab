import { STATUS_CODES } from 'node:http'

/**
 * The one shape of every error the site's JSON API answers (`/api/*`, the HSDS API included): RFC 9457
 * problem details, as `application/problem+json`. `title` is the status's standard phrase ("Not
 * Found"), `detail` says in plain words what went wrong and what to do; no `type` (about:blank: the
 * status says it all). Decision 0056. Here, in app/lib, because the API is answered from several folders (app/http, app/hsds, app/content/live, app/routes/api).
 */
export interface ApiProblem {
  title: string
  status: number
  detail: string
}

export const API_PROBLEM_TYPE = 'application/problem+json; charset=utf-8'

/** Whether this path is the JSON API's: its errors are problem details, not pages. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

export function apiProblemBody(status: number, detail: string): ApiProblem {
  return { title: STATUS_CODES[status] ?? 'Error', status, detail }
}

/** An API error answer: the problem details, with `headers` (Cache-Control, Retry-After, CORS) besides. */
export function apiProblem(status: number, detail: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(apiProblemBody(status, detail)), {
    status,
    headers: { ...headers, 'Content-Type': API_PROBLEM_TYPE },
  })
}
