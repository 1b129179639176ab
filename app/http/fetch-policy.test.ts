import { describe, expect, it, vi } from 'vitest'
import { RETRIED_STATUSES, withFetchPolicy } from './fetch-policy'

const ORIGIN = 'https://www.altogether.example'

function serverAnswering(...statuses: Array<number | 'network error'>) {
  const requests: Request[] = []
  const baseFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request)
    const status = statuses[Math.min(requests.length - 1, statuses.length - 1)]
    if (status === 'network error') return Promise.reject(new TypeError('Failed to fetch'))
    return Promise.resolve(new Response(`answer ${requests.length}`, { status }))
  }) as unknown as typeof fetch
  return { baseFetch, requests }
}

describe('the browser’s HTTP client policy (SPEC 7)', () => {
  it.each([...RETRIED_STATUSES])(
    'tries a GET once more after a %i, and answers with the second try',
    async (status) => {
      const { baseFetch, requests } = serverAnswering(status, 200)
      const response = await withFetchPolicy(baseFetch, ORIGIN)(`${ORIGIN}/articles.data`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('answer 2')
      expect(requests.map((request) => request.url)).toEqual([`${ORIGIN}/articles.data`, `${ORIGIN}/articles.data`])
    },
  )

  it('always checks with the site rather than answering from a stale copy, unless told otherwise', async () => {
    const { baseFetch, requests } = serverAnswering(200)
    await withFetchPolicy(baseFetch, ORIGIN)(`${ORIGIN}/articles.data`)
    await withFetchPolicy(baseFetch, ORIGIN)(`${ORIGIN}/builds/latest.json`, { cache: 'no-store' })
    expect(requests.map((request) => request.cache)).toEqual(['no-cache', 'no-store'])
  })

  it('tries only once more: a second failure is the answer', async () => {
    const { baseFetch, requests } = serverAnswering(503, 503, 200)
    expect((await withFetchPolicy(baseFetch, ORIGIN)(`${ORIGIN}/`)).status).toBe(503)
    expect(requests).toHaveLength(2)
  })

  it('tries again after a dropped connection', async () => {
    const { baseFetch, requests } = serverAnswering('network error', 200)
    expect((await withFetchPolicy(baseFetch, ORIGIN)(`${ORIGIN}/api/menus`)).status).toBe(200)
    expect(requests).toHaveLength(2)
  })

  it.each([400, 401, 403, 404, 410, 501])('does not try again after a %i', async (status) => {
    const { baseFetch, requests } = serverAnswering(status, 200)
    expect((await withFetchPolicy(baseFetch, ORIGIN)(`${ORIGIN}/services/filter.data`)).status).toBe(status)
    expect(requests).toHaveLength(1)
  })

  it.each(['POST', 'PUT', 'DELETE'])('never tries a %s again', async (method) => {
    const { baseFetch, requests } = serverAnswering(503, 200)
    expect(
      (
        await withFetchPolicy(baseFetch, ORIGIN)(`${ORIGIN}/booking/counselling.data`, {
          method,
          body: method === 'DELETE' ? null : 'a=1',
        })
      ).status,
    ).toBe(503)
    expect(requests).toHaveLength(1)
  })

  it('does not try again when the request was called off', async () => {
    const { baseFetch, requests } = serverAnswering('network error', 200)
    const controller = new AbortController()
    controller.abort()
    await expect(
      withFetchPolicy(baseFetch, ORIGIN)(`${ORIGIN}/search.data`, { signal: controller.signal }),
    ).rejects.toThrow()
    expect(requests).toHaveLength(1)
  })

  it('gives up on a request that takes longer than its time limit', async () => {
    const hanging = vi.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          const signal = new Request(input, init).signal
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    ) as unknown as typeof fetch
    await expect(withFetchPolicy(hanging, ORIGIN, 50)(`${ORIGIN}/slow.data`)).rejects.toThrow(/timed out|abort/i)
    expect(hanging).toHaveBeenCalledTimes(1)
  })

  it('leaves other sites’ requests alone, and fetches only http and https addresses', async () => {
    const { baseFetch, requests } = serverAnswering(503, 200)
    expect((await withFetchPolicy(baseFetch, ORIGIN)('https://tags.example/collect')).status).toBe(503)
    expect(requests).toHaveLength(1)
    await expect(withFetchPolicy(baseFetch, ORIGIN)('file:///etc/passwd')).rejects.toThrow(
      'Only http and https addresses',
    )
    expect(requests).toHaveLength(1)
  })
})
