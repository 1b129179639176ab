import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { homeQuery } from '../queries/home'
import { redirectsQuery } from '../queries/redirects'
import { serviceDetailQuery } from '../queries/service-detail'
import { servicesLandingQuery } from '../queries/services-pages'
import { settingsQuery } from '../queries/site'
import { checkedResult, UnusableAnswerError } from './answer-shape.server'
import { LocalContentSource } from './local.server'

/** The message of the UnusableAnswerError an answer gives, or 'usable'. */
function verdict(query: string, body: unknown): string {
  try {
    checkedResult(query, body)
    return 'usable'
  } catch (error) {
    expect(error).toBeInstanceOf(UnusableAnswerError)
    return (error as Error).message
  }
}

describe('a content API answer is checked against its query before it is used', () => {
  it.each([
    [
      'HTML (as @sanity/client hands it back)',
      '<!doctype html><title>Bad gateway</title>',
      /not a JSON object: it begins "<!doctype html>/,
    ],
    ['cut-off JSON (also a string)', '{"result":{"title":"Altog', /not a JSON object/],
    ['a bare JSON string', 'hello', /not a JSON object: it begins "hello"/],
    ['an object without a result', { ms: 1 }, /not a JSON object with a result/],
    ['a list', [{ result: {} }], /not a JSON object with a result/],
    ['nothing at all', undefined, /not a JSON object with a result/],
  ])('refuses %s whatever the query', (_name, body, message) => {
    expect(verdict(settingsQuery, body)).toMatch(message)
    expect(verdict(serviceDetailQuery, body)).toMatch(message)
  })

  it('refuses a null settings or home document: every page needs them', () => {
    expect(verdict(settingsQuery, { result: null })).toBe('result: no settings document')
    expect(verdict(homeQuery, { result: null })).toBe('result: no home document')
    expect(verdict(homeQuery, { result: 'home' })).toBe('result: no home document')
    expect(verdict(settingsQuery, { result: { title: 'Altogether better care' }, ms: 3 })).toBe('usable')
  })

  it('accepts null for a document that may not exist (a service by slug): the page is a 404, not an outage', () => {
    expect(verdict(serviceDetailQuery, { result: null })).toBe('usable')
    expect(checkedResult(serviceDetailQuery, { result: { title: 'Meals' } })).toEqual({ title: 'Meals' })
  })

  it('wants an array for a list, empty or not, and for each list in an object of lists', () => {
    expect(verdict(redirectsQuery, { result: null })).toMatch(/^result: .*expected array, received null/)
    expect(verdict(redirectsQuery, { result: {} })).toMatch(/expected array/)
    expect(verdict(redirectsQuery, { result: [] })).toBe('usable')
    expect(verdict(servicesLandingQuery, { result: null })).toMatch(/^result: .*expected object/)
    expect(verdict(servicesLandingQuery, { result: { settings: null, categories: null, audiences: [] } })).toMatch(
      /^result\.categories: .*expected array/,
    )
    expect(verdict(servicesLandingQuery, { result: { settings: null, categories: [], audiences: [] } })).toBe('usable')
  })

  it('checks the settings document inside an object literal too, and only the envelope of a query groq-js cannot read', () => {
    const query = '{ "settings": *[_type == "settings"][0]{ title }, "count": count(*) }'
    expect(verdict(query, { result: { settings: null, count: 3 } })).toBe('result.settings: no settings document')
    expect(verdict(query, { result: { settings: {}, count: null } })).toBe('usable')
    expect(verdict('*[this is not GROQ', { result: null })).toBe('usable')
    expect(verdict('*[this is not GROQ', '<html>')).toMatch(/not a JSON object/)
  })
})

describe("the bundled dataset's answer to every query of the site", () => {
  const modules = import.meta.glob<Record<string, unknown>>(['../queries/*.ts', '!../queries/*.test.ts'], {
    eager: true,
  })
  const queries = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) =>
      typeof value === 'string' && name.endsWith('Query') ? [[`${file.split('/').pop()} ${name}`, value] as const] : [],
    ),
  )
  let source: LocalContentSource

  beforeAll(async () => {
    source = await LocalContentSource.open(path.resolve(import.meta.dirname, '../../../dataset/bundled'), {
      watchForChanges: false,
    })
  })
  afterAll(() => source.close())

  it('finds the queries', () => expect(queries.length).toBeGreaterThan(20))

  it.each(queries)('passes the check: %s', async (_name, query) => {
    // Parameters that match nothing: the answers with null (a page that does not exist) must pass too.
    const params = Object.fromEntries(
      [...query.matchAll(/\$(\w+)/g)].map(([, name = '']): [string, string] => [name, 'no-such-thing']),
    )
    const result = await source.fetch(query, params, 'published')
    expect(verdict(query, { result, ms: 1 })).toBe('usable')
  })
})
