import { FALLBACK_EXIT_URL, FALLBACK_PHONE } from '~/shell/fallback-shell'

/** Seconds a visitor's browser (or a proxy) is asked to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30

const MESSAGE = 'Our website cannot show its content right now. Please try again in a few minutes.'

/**
 * The answer when no content can be had at all (issue 16): a 503 with the built-in minimal shell,
 * which needs no content: a way out ('Exit this page'), the phone number and 'call 000'. API routes
 * get the same message as JSON.
 */
export function outageResponse(url: URL): Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) }
  if (url.pathname.startsWith('/api/')) return Response.json({ error: 'content unavailable', message: MESSAGE }, { status: 503, headers })
  return new Response(OUTAGE_SHELL, { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}

const phoneHref = `tel:${FALLBACK_PHONE.replace(/\s+/g, '')}`

const OUTAGE_SHELL = `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable | Altogether better care</title>
</head>
<body>
<nav aria-label="Exit this page"><a href="${FALLBACK_EXIT_URL}" rel="noreferrer">Exit this page</a></nav>
<main>
<h1>Temporarily unavailable</h1>
<p>${MESSAGE}</p>
<p>To talk to us, call <a href="${phoneHref}">${FALLBACK_PHONE}</a>.</p>
<p><strong>In an emergency, call 000.</strong></p>
</main>
</body>
</html>
`
