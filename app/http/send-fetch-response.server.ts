import type express from 'express'

/** Sends a web `Response` (the site's standalone pages, redirects) through Express: status, headers and body. */
export async function sendFetchResponse(response: express.Response, answer: Response): Promise<void> {
  response.status(answer.status)
  answer.headers.forEach((value, name) => response.setHeader(name, value))
  response.end(Buffer.from(await answer.arrayBuffer()))
}
