import { describe, expect, it } from 'vitest'
import { Gazetteer } from '~/services/places'
import { EVERYDAY_WORDS, FILLER_WORDS } from './everyday-words'
import { MEANING_WEIGHT, readVisitorQuery } from './visitor-query'

// Places in the gazetteer's own form: "name TAB state TAB latitude TAB longitude TAB postcodes".
const places = new Gazetteer(
  [
    'Parramatta\tNSW\t-33.815\t151.001\t2150',
    'Cottage Point\tNSW\t-33.62\t151.2\t2084',
    'Home Hill\tQLD\t-19.66\t147.41\t4806',
    'Richmond\tVIC\t-37.82\t145.0\t3121',
  ].join('\n'),
  ['2150\t-33.815\t151.001', '4806\t-19.66\t147.41', '3121\t-37.82\t145.0'].join('\n'),
)

const shape = (query: string, options = {}) =>
  readVisitorQuery(query, { places, ...options }).groups.map((group) => ({
    required: group.required,
    alternatives: group.alternatives.map((alternative) => alternative.words.join(' ')),
  }))

describe('reading a visitor query', () => {
  it('drops stop words, keeps filler only to rank by, and requires the rest', () => {
    expect(shape('I need respite for the weekend')).toEqual([
      { required: false, alternatives: ['need'] },
      { required: true, alternatives: ['respite'] },
      { required: true, alternatives: ['weekend'] },
    ])
  })

  it('reads everyday words and phrases as what the services call them, the visitor’s own words first', () => {
    const [help, mum] = readVisitorQuery('help at home for my mum').groups
    expect(help).toMatchObject({ required: true })
    expect(help!.alternatives[0]).toEqual({ words: ['help', 'home'], weight: 1, unfinished: false })
    expect(help!.alternatives.map((alternative) => alternative.words.join(' '))).toContain('home care')
    expect(help!.alternatives.slice(1).every((alternative) => alternative.weight === MEANING_WEIGHT)).toBe(true)
    expect(mum).toMatchObject({ required: false })
    expect(mum!.alternatives.map((alternative) => alternative.words.join(' '))).toEqual(['mum', 'older', 'aged'])
    expect(shape('DV')[0]!.alternatives).toEqual(['dv', 'family violence', 'domestic violence'])
  })

  it('counts a word said twice once', () => {
    expect(shape('mum mum mother')).toHaveLength(2)
    expect(shape('respite respite')).toEqual([{ required: true, alternatives: ['respite'] }])
  })

  it('takes a postcode anywhere, or a suburb at the start or end, as the place; the place words only rank', () => {
    const postcode = readVisitorQuery('home care for mum 2150', { places })
    expect(postcode.place?.label).toBe('postcode 2150')
    expect(postcode.groups.at(-1)).toMatchObject({ required: false, alternatives: [{ words: ['2150'] }] })
    expect(readVisitorQuery('parramatta home care', { places }).place?.label).toBe('Parramatta NSW')
    expect(readVisitorQuery('counselling richmond vic', { places }).place?.label).toBe('Richmond VIC')
    expect(readVisitorQuery('counselling near parramatta 2150', { places }).place?.label).toBe('Parramatta NSW')
  })

  it('never takes a word that says what a service is for a place, nor a place in the middle of the words', () => {
    expect(readVisitorQuery('help at home', { places }).place).toBeNull()
    expect(readVisitorQuery('counselling parramatta respite', { places }).place).toBeNull()
    expect(
      readVisitorQuery('respite parramatta', { places, mayBePlace: (word: string) => word !== 'parramatta' }).place,
    ).toBeNull()
  })

  it('takes the start of a place’s name for the place at the end of the words, not at their start', () => {
    expect(readVisitorQuery('respite cottage', { places }).place?.label).toBe('Cottage Point NSW')
    expect(readVisitorQuery('cottage point respite', { places }).place?.label).toBe('Cottage Point NSW')
    const cottage = readVisitorQuery('cottage stay for grandpa', { places })
    expect(cottage.place).toBeNull()
    expect(cottage.groups[0]).toMatchObject({ required: true, alternatives: [{ words: ['cottage'] }] })
  })

  it('searches a query that is only a place for the place by name', () => {
    expect(shape('parramatta')).toEqual([{ required: true, alternatives: ['parramatta'] }])
    expect(readVisitorQuery('parramatta', { places }).place?.label).toBe('Parramatta NSW')
  })

  it('looks for no place while a visitor is still typing, and lets the last word be unfinished', () => {
    const typing = readVisitorQuery('counselling parra', { places, unfinished: true })
    expect(typing.place).toBeNull()
    expect(typing.groups.at(-1)!.alternatives[0]).toMatchObject({ words: ['parra'], unfinished: true })
  })
})

describe('the everyday words', () => {
  it('are written as the index normalises them, and filler is never something a service is', () => {
    for (const entry of EVERYDAY_WORDS) {
      for (const phrase of [...entry.says, ...entry.means]) expect(phrase, phrase).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/)
      expect(entry.means.length).toBeGreaterThan(0)
    }
    for (const word of FILLER_WORDS) expect(word).toMatch(/^[a-z]+$/)
  })
})
