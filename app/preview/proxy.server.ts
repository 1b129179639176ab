import { z } from 'zod'
import { env } from '~/config/env.server'
import { contentClient } from '~/content/client.server'
import { withValidLinkData } from '~/content/visual-editing/edit-link-data.server'
import { PRIVATE_CACHE_CONTROL } from '~/http/cache-policy.server'
import { isPreviewRequest, previewSetup } from '~/content/perspective/preview.server'
import { plainAnswer } from './responses.server'

/** SPEC 8: the draft proxy's answer when preview is not configured. */
export const NOT_CONFIGURED = 'Visual editing is not configured'

/** Largest query body taken, in bytes: a page's GROQ query with its parameters is a few kilobytes. */
const BODY_LIMIT_BYTES = 64 * 1024

const draftQuery = z.object({
  query: z.string({ error: 'query must be a GROQ query (a string)' }).min(1, 'query must be a GROQ query (a string)'),
  params: z.record(z.string(), z.unknown(), { error: 'params must be an object' }).default({}),
  /** Accepted for the visual-editing client's shape; the perspective is always drafts, and the rest is the server's to choose. */
  options: z.record(z.string(), z.unknown(), { error: 'options must be an object' }).default({}),
})

/**
 * POST {PREVIEW_PROXY_PATH} with JSON {query, params, options} (SPEC 7): runs the query on the drafts
 * perspective on the server, so the read token never leaves it, and answers {result}. Only a browser
 * in preview (a valid preview cookie) may ask. Status codes: docs/decisions/0017-preview-cookie-and-draft-proxy.md.
 */
export async function answerDraftQuery(request: Request): Promise<Response> {
  if (!previewSetup()) return plainAnswer(501, NOT_CONFIGURED)
  if (request.method !== 'POST') return plainAnswer(405, 'The draft proxy takes POST requests only.', { Allow: 'POST' })
  if (!(await isPreviewRequest(request)))
    return plainAnswer(403, 'Draft queries need preview: turn preview on from the Studio first.')
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    return plainAnswer(415, 'The body must be JSON (Content-Type: application/json).')
  const text = await bodyText(request)
  if (text === null) return plainAnswer(413, `The body must be at most ${BODY_LIMIT_BYTES} bytes.`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return plainAnswer(400, 'The body is not valid JSON: send {"query": "…", "params": {…}, "options": {…}}.')
  }
  const body = draftQuery.safeParse(json)
  if (!body.success) {
    const problems = body.error.issues.map((issue) =>
      issue.path.length === 0 ? 'the body must be an object' : issue.message,
    )
    return plainAnswer(400, `The draft query is not valid: ${problems.join('; ')}.`)
  }
  const client = await contentClient()
  let answer: { result: unknown; resultSourceMap: unknown }
  try {
    // Not through the result cache: editors' queries are many and one-off. The source map lets the overlays find each value's field.
    answer = await client.source.fetchWithSourceMap(body.data.query, body.data.params, 'drafts')
  } catch (error) {
    const problem = queryProblem(error)
    if (problem) return plainAnswer(400, `The query could not be run: ${problem}`)
    throw error
  }
  // The browser's client builds edit links from the map: only those whose link data is valid (SPEC 5) leave.
  answer = { ...answer, resultSourceMap: withValidLinkData(answer.resultSourceMap, env().SANITY_STUDIO_URL ?? '/') }
  return Response.json(answer, { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' } })
}

/** The body as text, or null when it is larger than the limit. */
async function bodyText(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > BODY_LIMIT_BYTES) return null
  if (!request.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body) {
    size += chunk.byteLength
    if (size > BODY_LIMIT_BYTES) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The editor's mistake in a query (GROQ syntax, a 4xx from the Content Lake), or undefined for the server's own failure. */
function queryProblem(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  const status = (error as { statusCode?: unknown }).statusCode
  if (
    error.name === 'GroqSyntaxError' ||
    error.name === 'GroqQueryError' ||
    (typeof status === 'number' && status >= 400 && status < 500)
  )
    return error.message
  return undefined
}
