import { describe, expect, it } from 'vitest'
import { KINDS_OTHER_THAN_SERVICES, wordsName } from './words-name'

describe('words that name something', () => {
  it('names a title or another name when every word is in it, near enough', () => {
    expect(wordsName('carers week', ['Carers Week: you care, we care about you'])).toBe(true)
    expect(wordsName('counceling', ['Community Counselling – Dandenong'])).toBe(true)
    expect(wordsName('HCP', ['Home Care Packages – Frankston', 'HCP'])).toBe(true)
  })

  it('leaves out the words of asking: what the visitor wants to do with the page is not its name', () => {
    expect(wordsName('make a complaint', ['Complaints and feedback'])).toBe(true)
    expect(wordsName('need help now', ['Get help now'])).toBe(true)
    expect(wordsName('need help now', ['Help at home'])).toBe(false)
    // Asking alone names nothing.
    expect(wordsName('i need', ['Needs assessment'])).toBe(false)
  })

  it('leaves out the place found in the words: a service’s other name and its suburb', () => {
    const names = ['Commonwealth Home Support – Fremantle', 'CHSP', 'Entry-level home support']
    expect(wordsName('chsp fremantle', names, { place: { name: 'Fremantle' } })).toBe(true)
    expect(wordsName('chsp fremantle', names)).toBe(false)
  })

  it('on /search, takes a kind of result beside a name, and alone as the kind', () => {
    const kinds = KINDS_OTHER_THAN_SERVICES
    expect(wordsName('youth counsellor job', ['Youth Counsellor'], { kinds })).toBe(true)
    expect(wordsName('jobs', ['Disability Employment Pathways – Cairns'], { kinds })).toBe(true)
    // The finder lists services only: there 'jobs' is a need (work).
    expect(wordsName('jobs', ['Disability Employment Pathways – Cairns'])).toBe(false)
    expect(kinds.has('services')).toBe(false)
  })

  it('does not take a description for a name', () => {
    expect(wordsName('my partner hurts me', ['Care Partner, Home Care Packages'])).toBe(false)
    expect(wordsName('lonely', ['Money help'])).toBe(false)
    expect(wordsName('help at home for my mum', ['Veterans Home Support – Launceston', 'Ex-service home help'])).toBe(
      false,
    )
  })
})
