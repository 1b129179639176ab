import { describe, expect, it } from 'vitest'
import { listInAddress, savedListPath, withSavedList } from './saved-address'
import { MAX_SAVED, readIds } from './saved-ids'
import { problemMessage, readSavedRequest } from './saved-request'

const ids = (count: number) =>
  Array.from({ length: count }, (_, index) => `service-${String(index + 1).padStart(4, '0')}`)
const request = (query: string) => readSavedRequest(new URLSearchParams(query))

describe('reading a list from an address', () => {
  it('keeps well-formed ids in order, once each, and counts what it leaves out', () => {
    expect(readIds(['service-0002, location-0001', 'service-0002', 'drafts.service-0003', '<script>', ''])).toEqual({
      ids: ['service-0002', 'location-0001'],
      malformed: 2,
      beyondLimit: 0,
    })
  })

  it(`holds at most ${MAX_SAVED}`, () => {
    expect(readIds([ids(MAX_SAVED + 3).join(',')])).toEqual({ ids: ids(MAX_SAVED), malformed: 0, beyondLimit: 3 })
  })

  it('refuses ids that are too long to be an id', () => {
    expect(readIds(['a'.repeat(129), 'a'.repeat(128)]).ids).toEqual(['a'.repeat(128)])
  })
})

describe('the Saved page’s address', () => {
  it('shows the list it carries, with a way back to a page of this site', () => {
    expect(request('ids=service-0002,location-0001&from=%2Fservices%3Fpage%3D2')).toEqual({
      kind: 'list',
      ids: ['service-0002', 'location-0001'],
      inAddress: true,
      problems: [],
      back: '/services?page=2',
    })
  })

  it('without a list, is the page of this device’s list', () => {
    expect(request('')).toMatchObject({ kind: 'list', ids: [], inAddress: false, problems: [] })
  })

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/saved?ids=a'])(
    'never leads back to %s',
    (from) => {
      expect(request(`ids=service-0002&from=${encodeURIComponent(from)}`)).toMatchObject({ back: null })
    },
  )

  it('says what it could not read, and how much was beyond the limit', () => {
    const read = request(`ids=${ids(MAX_SAVED + 1).join(',')},not.an.id,<b>`)
    expect(read).toMatchObject({
      kind: 'list',
      problems: [
        { kind: 'malformed', count: 2 },
        { kind: 'beyond-limit', count: 1 },
      ],
    })
  })

  it('turns a Save without JavaScript into the longer list at its own address', () => {
    expect(request('ids=service-0002&add=location-0001&from=%2Fservices')).toEqual({
      kind: 'changed',
      location: '/saved?ids=service-0002,location-0001&from=%2Fservices',
    })
    expect(request('add=location-0001')).toEqual({ kind: 'changed', location: '/saved?ids=location-0001' })
    expect(request('ids=service-0002&add=service-0002')).toEqual({
      kind: 'changed',
      location: '/saved?ids=service-0002',
    })
  })

  it('turns a Remove into the shorter list, down to none', () => {
    expect(request('ids=service-0002,location-0001&remove=service-0002')).toEqual({
      kind: 'changed',
      location: '/saved?ids=location-0001',
    })
    expect(request('ids=service-0002&remove=service-0002&from=%2F')).toEqual({
      kind: 'changed',
      location: '/saved?from=%2F',
    })
  })

  it('adds nothing to a full list, and says why', () => {
    const read = request(`ids=${ids(MAX_SAVED).join(',')}&add=location-0001`)
    expect(read).toMatchObject({ kind: 'list', ids: ids(MAX_SAVED), problems: [{ kind: 'full' }] })
  })

  it('ignores an add or remove that is not an id', () => {
    expect(request('ids=service-0002&add=../../etc&remove=%00')).toMatchObject({ kind: 'list', ids: ['service-0002'] })
  })

  it('has a plain sentence for every problem', () => {
    expect(problemMessage({ kind: 'malformed', count: 1 })).toMatch(/^One item in this link could not be read/)
    expect(problemMessage({ kind: 'unknown', count: 2 })).toMatch(
      /^2 saved services or locations are no longer on our website/,
    )
    expect(problemMessage({ kind: 'beyond-limit', count: 5 })).toContain(`up to ${MAX_SAVED}`)
    expect(problemMessage({ kind: 'full' })).toContain('Remove one to save another')
  })
})

describe('the list in other pages’ addresses (without JavaScript)', () => {
  it('goes back to the page the visitor came from with the list, whatever else its address holds', () => {
    expect(withSavedList('/services/filter?q=meals&saved=old#finder', ['service-0002', 'location-0001'])).toBe(
      '/services/filter?q=meals&saved=service-0002,location-0001#finder',
    )
    expect(withSavedList('/services?saved=old', [])).toBe('/services')
  })

  it('gives Save the list a page carries, and the page without it to come back to', () => {
    expect(listInAddress('/services', '?page=2&saved=service-0002,bad.id')).toEqual({
      ids: ['service-0002'],
      from: '/services?page=2',
    })
    expect(listInAddress('/saved', '?ids=service-0002&from=%2Flocations')).toEqual({
      ids: ['service-0002'],
      from: '/locations',
    })
    expect(listInAddress('/locations', '')).toEqual({ ids: [], from: '/locations' })
  })

  it('writes the Saved page’s address with only ids in it', () => {
    expect(savedListPath([])).toBe('/saved')
    expect(savedListPath(['service-0002'], '/services?page=2')).toBe(
      '/saved?ids=service-0002&from=%2Fservices%3Fpage%3D2',
    )
  })
})
