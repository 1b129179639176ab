import { describe, expect, it } from 'vitest'
import { crisisSignals } from './crisis-signals'

const kindsOf = (words: string) => crisisSignals(words).kinds.sort()

describe('crisis signals', () => {
  it.each([
    ['suicide', ['suicide']],
    ['I have been thinking about ending my life', ['suicide']],
    ["I don't want to be here any more", ['suicide']],
    ['i dont want to be here anymore', ['suicide']],
    ['everyone would be better off without me', ['suicide']],
    ['sucidal thoughts', ['suicide']],
    ['been cutting my arms again', ['suicide']],
    ['took too many pills on purpose', ['danger', 'suicide']],
  ])('reads %j as suicide or self-harm', (words, kinds) => {
    expect(kindsOf(words)).toEqual(expect.arrayContaining(kinds))
  })

  it.each([
    ['my partner hurts me and I am scared at home'],
    ['he said he would kill me if I leave'],
    ['scared to go home'],
    ['he checks my phone and takes all my money'],
    ['my son takes my pension and yells at me'],
    ['I was raped'],
    ['my husband has a drug abuse problem and hits me'],
    ['my son has been on ice for months and then he bashes me'],
  ])('reads %j as family, domestic or sexual violence', (words) => {
    expect(kindsOf(words)).toContain('violence')
  })

  it('does not read the abuse of a substance, or hurt feelings, as abuse by a person', () => {
    expect(kindsOf('substance abuse counselling')).toEqual([])
    expect(kindsOf('my dad has an alcohol abuse problem')).toEqual([])
    expect(kindsOf('my wife is unwell and it hurts me to see her like this')).toEqual([])
  })

  it('reads a threat to kill as danger too', () => {
    expect(kindsOf('my husband is going to kill me tonight')).toEqual(expect.arrayContaining(['danger', 'violence']))
  })

  it('reads a young person at risk as a child at risk', () => {
    expect(kindsOf('im 14 and my stepdad hits me')).toEqual(expect.arrayContaining(['child', 'violence']))
    expect(kindsOf('worried the kids next door are being hurt')).toContain('child')
  })

  it('reads nowhere to sleep tonight', () => {
    expect(kindsOf('nowhere to sleep tonight')).toContain('homeless')
    expect(kindsOf('sleeping in my car')).toContain('homeless')
  })

  it('hears Aboriginal and Torres Strait Islander people', () => {
    expect(crisisSignals('koori and my partner bashes me').atsi).toBe(true)
    expect(crisisSignals('my partner bashes me').atsi).toBe(false)
  })

  it('does not turn a signal off for negation or quotation (decision 0039)', () => {
    expect(kindsOf("I'm not suicidal but")).toContain('suicide')
    expect(kindsOf('"suicide" meaning')).toContain('suicide')
  })

  it.each([
    'domestic assistance',
    'domestic cleaning for my mum',
    'emergency respite for carers',
    'update my emergency contact',
    'scared of falling at night',
    'help at home blacktown',
    'carers week',
    'my husband hurt his back',
    'gps tracker for dad with dementia',
    'dying to know my ndis budget',
    'kill weeds in the garden',
  ])('shows no crisis for %j', (words) => {
    expect(kindsOf(words)).toEqual([])
  })
})
