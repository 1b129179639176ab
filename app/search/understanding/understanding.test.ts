import { beforeAll, describe, expect, it } from 'vitest'
import { asSubstanceUse, type Understanding } from './understanding'
import { understanding } from './understanding.server'

let understood: Understanding

beforeAll(async () => {
  understood = await understanding()
})

const lineNames = (words: string) => understood.read(words).crisisLines.map((line) => line.name)
const needSlugs = (words: string) => understood.read(words).needs.map((need) => need.slug)

describe('reading a visitor’s words over the bundled content', () => {
  it('answers danger with 000', () => {
    expect(lineNames('someone is breaking into my house')).toEqual(['Police, ambulance, fire'])
  })

  it('answers suicide with Lifeline and the Suicide Call Back Service, with their numbers', () => {
    const { crisisLines } = understood.read('I have been thinking about ending my life')
    expect(crisisLines.map(({ name, number }) => `${name} ${number}`)).toEqual([
      'Lifeline 13 11 14',
      'Suicide Call Back Service 1300 659 467',
    ])
  })

  it('answers violence with 1800RESPECT and 000', () => {
    expect(lineNames('my partner hurts me and I am scared at home')).toEqual(['Police, ambulance, fire', '1800RESPECT'])
  })

  it('adds 13YARN beside the others for Aboriginal and Torres Strait Islander people, and Kids Helpline for a child', () => {
    expect(lineNames('im 15 and a koori girl and my dad hits me')).toEqual([
      'Police, ambulance, fire',
      '1800RESPECT',
      'Kids Helpline',
      '13YARN',
    ])
  })

  it('puts crisis accommodation first for someone with nowhere to sleep tonight', () => {
    expect(needSlugs('nowhere to sleep tonight')[0]).toBe('crisis-accommodation')
  })

  it('shows no crisis line for everyday needs', () => {
    expect(lineNames('help at home for my mum')).toEqual([])
    expect(lineNames('carers week')).toEqual([])
  })

  it('reads the abuse of a substance as its use: alcohol and drug support, and no crisis line', () => {
    for (const words of [
      'substance abuse counselling',
      'drug abuse',
      'alcohol abuse help',
      'my son is abusing drugs',
    ]) {
      expect(lineNames(words), words).toEqual([])
      expect(needSlugs(words)[0], words).toBe('alcohol-and-other-drugs-support')
    }
    expect(asSubstanceUse('Substance abuse and drug abusers; abusing alcohol')).toBe(
      'Substance use and drug use; using alcohol',
    )
  })

  it('still answers abuse by a person, beside a substance or not', () => {
    expect(lineNames('he abuses me')).toEqual(['Police, ambulance, fire', '1800RESPECT'])
    expect(lineNames('elder abuse')).toEqual(['Police, ambulance, fire', '1800RESPECT'])
    expect(lineNames('my husband has a drug abuse problem and hits me')).toContain('1800RESPECT')
    expect(asSubstanceUse('child abuse')).toBe('child abuse')
  })

  it.each([
    ['my mum keeps forgetting to eat and cant cook any more', 'meals-and-nutrition'],
    ['behind on the rent and the landlord sent a notice', 'tenancy-support'],
    ['he checks my phone and takes my money', 'family-violence-support'],
    ['need a break from looking after my husband', 'carer-respite'],
  ])('reads %j as a need for %s', (words, slug) => {
    expect(needSlugs(words)).toContain(slug)
  })

  it('reads words with nothing the phrasings say as no need', () => {
    expect(needSlugs('xylophone')).toEqual([])
    expect(needSlugs('2150')).toEqual([])
  })

  it('offers the language help page’s section and the interpreter line for words in another language', () => {
    expect(understood.read('مساعدة في المنزل').language).toEqual({
      language: 'ar',
      href: '/get-help/help-in-your-language#language-ar',
      heading: 'مساعدة بلغتك',
      line: { name: 'TIS National', number: '131 450', description: expect.any(String) },
    })
    expect(understood.read('help at home').language).toBeNull()
  })

  it('keeps crisis lines that have no number or no crisis out', async () => {
    const { Understanding } = await import('./understanding')
    const { readWords } = await import('./word-reader.server')
    const made = Understanding.learn(
      {
        supports: [],
        crisisLines: [
          { _key: 'a', name: 'Lifeline', number: '13 11 14', description: null, answers: ['suicide', 'nonsense'] },
          { _key: 'b', name: 'No number', number: null, description: null, answers: ['suicide'] },
          { _key: 'c', name: 'No answers', number: '000', description: null, answers: [] },
        ],
        interpreterLine: null,
        languageHelp: null,
      },
      readWords,
    )
    expect(made.read('suicide').crisisLines.map((line) => line.name)).toEqual(['Lifeline'])
  })
})
