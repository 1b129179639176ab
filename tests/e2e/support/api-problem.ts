import { expect } from 'vitest'

/**
 * Checks an answer is the API's one error shape (app/lib/api-problem.server.ts, decision 0056):
 * `application/problem+json` with the status, its standard title and a detail in plain words; returns
 * the detail for the test's own check.
 */
export async function problemDetail(response: Response, status: number, title: string): Promise<string> {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8')
  const body = (await response.json()) as Record<string, unknown>
  expect(body).toEqual({ title, status, detail: expect.any(String) })
  return body.detail as string
}
