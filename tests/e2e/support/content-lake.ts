import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ContentSourceMap } from '@sanity/client/csm'
import { LocalContentSource } from '~/content/source/local.server'

/** What the stand-in answers a query with, before `alter` changes it. */
export interface QueryAnswer {
  result: unknown
  resultSourceMap?: ContentSourceMap
}

export interface ContentLakeStandIn {
  /** For SANITY_API_HOST. */
  url: string
  close(): Promise<void>
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A stand-in for the Content Lake's query API (`/v{date}/data/query/{dataset}`, GET or POST, as
 * @sanity/client asks), answering from a dataset folder through the local backend, with the result
 * source map when asked for one. `alter` may change an answer before it leaves. Everything else
 * (live events, the preview secret) answers 404.
 */
export async function startContentLakeStandIn(
  datasetDir: string,
  alter: (answer: QueryAnswer) => QueryAnswer = (answer) => answer,
): Promise<ContentLakeStandIn> {
  const content = await LocalContentSource.open(datasetDir, { watchForChanges: false })
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    if (!/^\/v[\d-]+\/data\/query\/[\w-]+$/.test(url.pathname))
      return response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
    const posted =
      request.method === 'POST'
        ? (JSON.parse(await body(request)) as { query: string; params?: Record<string, unknown> })
        : null
    const query = posted?.query ?? url.searchParams.get('query') ?? ''
    const params =
      posted?.params ??
      Object.fromEntries(
        [...url.searchParams]
          .filter(([key]) => key.startsWith('$'))
          .map(([key, value]) => [key.slice(1), JSON.parse(value) as unknown]),
      )
    const perspective = url.searchParams.get('perspective')?.includes('drafts') ? 'drafts' : 'published'
    try {
      const answer = url.searchParams.has('resultSourceMap')
        ? await content.fetchWithSourceMap(query, params, perspective)
        : { result: await content.fetch(query, params, perspective) }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms: 1, ...alter(answer) }))
    } catch (error) {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { description: String(error) } }))
    }
  }
  // A request the stand-in cannot read (a body that is not JSON) fails alone.
  const server = createServer((request, response) => void answer(request, response).catch(() => response.destroy()))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
