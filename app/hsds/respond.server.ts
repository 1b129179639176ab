/** Every answer may be cached briefly and read by other directories' pages. */
const HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'public, max-age=300',
  'Access-Control-Allow-Origin': '*',
}

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: HEADERS })
}

/** A parameter the caller can fix: 400 with what is wrong in plain words. */
export function badParameter(message: string): Response {
  return jsonAnswer({ error: message }, 400)
}

/** No visible record has this id (it may be hidden, deleted or never have existed). */
export function notFound(what: string, id: string): Response {
  return jsonAnswer({ error: `There is no ${what} with id ${id}.` }, 404)
}
