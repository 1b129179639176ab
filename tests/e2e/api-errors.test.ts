import { request as httpRequest } from 'node:http'
import { inject } from 'vitest'
import { problemDetail } from './support/api-problem'
import { describe, expect, test as it } from './support/fixture'

const baseUrl = inject('baseUrl')

/** TRACE, which fetch refuses to send: the answer as a web Response. */
function trace(path: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(baseUrl + path, { method: 'TRACE' }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const headers = new Headers(
          Object.entries(answer.headers).flatMap(([name, value]) =>
            typeof value === 'string' ? [[name, value] as [string, string]] : [],
          ),
        )
        resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 0, headers }))
      })
    })
    request.on('error', reject)
    request.end()
  })
}

describe('the API’s errors (issue 37 point 4: one shape)', () => {
  it('answers an /api/ address no route has with a JSON 404, not the page-not-found page', async () => {
    expect(await problemDetail(await fetch(`${baseUrl}/api/no-such-thing`), 404, 'Not Found')).toContain(
      'There is nothing at this address in our API.',
    )
    expect(await problemDetail(await fetch(`${baseUrl}/api/hsds/no/such/thing`), 404, 'Not Found')).toContain(
      '/api/hsds',
    )
    expect(
      await problemDetail(await fetch(`${baseUrl}/api/no-such-thing`, { method: 'POST', body: '' }), 404, 'Not Found'),
    ).toContain('nothing at this address')
  })

  it('answers a broken address and a refused method under /api/ in the same shape', async () => {
    expect(await problemDetail(await fetch(`${baseUrl}/api/hsds/services/%zz`), 400, 'Bad Request')).toContain(
      'broken character code',
    )
    const traced = await trace('/api/menus')
    expect(await problemDetail(traced, 405, 'Method Not Allowed')).toContain('can only be visited')
  })

  it('answers a form sent to an API route that only reads with a 405 in the same shape, saying what it allows', async () => {
    const posted = await fetch(`${baseUrl}/api/menus`, {
      method: 'POST',
      body: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(await problemDetail(posted, 405, 'Method Not Allowed')).toContain('can only be read')
    expect(posted.headers.get('allow')).toBe('GET, HEAD')
  })

  it('keeps the site’s own pages for addresses outside the API', async () => {
    const page = await fetch(`${baseUrl}/no-such-page-here`)
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
  })
})
