import { describe, expect, it } from 'vitest'
import { DEFAULT_PER_PAGE, parsePaging, parseServicesQuery } from './list-query'

const services = (query: string) => parseServicesQuery(new URLSearchParams(query))

describe('parseServicesQuery', () => {
  it('reads every parameter', () => {
    expect(
      services('search=counselling&page=2&per_page=10&taxonomy_term_id=0A1B2C3D-0000-4000-8000-000000000000&modified_after=2026-01-31T00:00:00Z&postcode=2150&proximity=5000'),
    ).toEqual({
      ok: true,
      query: {
        search: 'counselling',
        page: 2,
        perPage: 10,
        taxonomyTermId: '0a1b2c3d-0000-4000-8000-000000000000',
        modifiedAfter: new Date('2026-01-31T00:00:00Z'),
        postcode: '2150',
        proximityMetres: 5000,
      },
    })
  })

  it('gives the first page of 50 when nothing is asked for', () => {
    expect(services('')).toEqual({ ok: true, query: { page: 1, perPage: DEFAULT_PER_PAGE } })
    expect(services('search=++')).toEqual({ ok: true, query: { page: 1, perPage: DEFAULT_PER_PAGE } })
  })

  it.each([
    ['per_page=0', 'per_page must be a whole number from 1 to 100.'],
    ['per_page=101', 'per_page must be a whole number from 1 to 100.'],
    ['per_page=ten', 'per_page must be a whole number from 1 to 100.'],
    ['page=0', 'page must be a whole number from 1 up.'],
    ['page=1.5', 'page must be a whole number from 1 up.'],
    ['page=1&page=2', 'page can be given only once.'],
    ['taxonomy_term_id=aged-care', 'taxonomy_term_id must be the id (a UUID) of one of our taxonomy terms.'],
    ['modified_after=yesterday', 'modified_after must be a date, or a date and time with its time zone, such as 2026-01-31T00:00:00Z.'],
    ['postcode=Parramatta', 'postcode must be an Australian postcode of four digits.'],
    ['postcode=2150&proximity=-5', 'proximity must be a distance in metres from 1 to 500000.'],
    ['postcode=2150&proximity=far', 'proximity must be a distance in metres from 1 to 500000.'],
    ['proximity=5000', 'proximity needs a postcode to measure from.'],
  ])('%s: says what is wrong', (query, message) => {
    expect(services(query)).toEqual({ ok: false, message })
  })
})

describe('parsePaging', () => {
  it('reads page and per_page and leaves the rest alone', () => {
    expect(parsePaging(new URLSearchParams('page=3&per_page=100&anything=else'))).toEqual({ ok: true, query: { page: 3, perPage: 100 } })
    expect(parsePaging(new URLSearchParams('per_page=500'))).toEqual({ ok: false, message: 'per_page must be a whole number from 1 to 100.' })
  })
})
