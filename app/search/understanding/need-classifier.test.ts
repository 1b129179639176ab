import { describe, expect, it } from 'vitest'
import { NeedClassifier } from './need-classifier'
import { readWords } from './word-reader.server'

const examples = [
  { need: 'home-maintenance', text: 'grab rails in the bathroom' },
  { need: 'home-maintenance', text: 'someone to fix the gutters' },
  { need: 'family-violence', text: 'my partner hurts me' },
  { need: 'family-violence', text: 'family violence support' },
  { need: 'meals', text: 'meals delivered to my home' },
  { need: 'meals', text: 'my mum forgets to eat' },
]
const classifier = NeedClassifier.learn(examples, readWords, new Map([['dv', 'family violence']]))
/** A classifier learnt from a few phrasings of each kind. */
const learntFrom = (phrasings: Record<string, string[]>) =>
  NeedClassifier.learn(
    Object.entries(phrasings).flatMap(([need, texts]) => texts.map((text) => ({ need, text }))),
    readWords,
  )
const best = (words: string, known?: (word: string) => boolean) => classifier.classify(words, known)[0]!

describe('the needs classifier', () => {
  it('reads the kind of support in words it has not seen together', () => {
    expect(best('my mum is not eating').need).toBe('meals')
    expect(best('he hurts me').need).toBe('family-violence')
  })

  it('puts misspelt words right, unless the site knows them as they are', () => {
    expect(best('guters need fixing').need).toBe('home-maintenance')
    expect(best('guters', (word) => word === 'guters').score).toBe(0)
  })

  it('leaves a word whose stem it has learnt as it is, rather than putting it right to a nearby word', () => {
    const walks = learntFrom({
      'home-maintenance': ['paint the walls', 'fix the roof'],
      community: ['a walking group', 'meet people'],
    })
    // 'walks' is one letter from the learnt 'walls', but its stem is the learnt 'walk' of 'walking'.
    expect(walks.classify('walks')[0]!.need).toBe('community')
  })

  it('reads a number by its tens too, so that an age it has not seen is read like those near it', () => {
    const ages = learntFrom({
      'young-carers': ['caring for mum at 14', 'a carer aged 16'],
      'aged-care': ['nan is 87', 'grandad is 82 and lives alone'],
    })
    const [teen] = ages.classify('i am 15')
    expect(teen!.need).toBe('young-carers')
    expect(teen!.score).toBeGreaterThan(0)
    expect(ages.classify('in her 80s')[0]!.need).toBe('aged-care')
    expect(ages.classify('i am 85')[0]!.need).toBe('aged-care')
  })

  it('splits two learnt words written as one, and reads everyday words as what they stand for', () => {
    expect(best('grabrails').need).toBe('home-maintenance')
    expect(best('dv').need).toBe('family-violence')
  })

  it('gives every kind nothing for words it has not learnt', () => {
    expect(classifier.classify('xylophone').every((score) => score.score === 0)).toBe(true)
  })
})
