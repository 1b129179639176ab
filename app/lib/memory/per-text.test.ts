import { describe, expect, it } from 'vitest'
import { OneCopyEach } from '~/lib/memory/one-copy-each'
import { PerText } from './per-text'

describe('PerText', () => {
  it('works out each text once and gives the same answer after', () => {
    const asked: string[] = []
    const lengths = new PerText((text) => {
      asked.push(text)
      return { length: text.length }
    })
    const first = lengths.of('respite')
    expect(lengths.of('respite')).toBe(first)
    expect(lengths.of('care')).toEqual({ length: 4 })
    expect(asked).toEqual(['respite', 'care'])
    expect([...lengths.values()]).toEqual([{ length: 7 }, { length: 4 }])
  })

  it('tells what it knows without working anything out, and forgets on clear', () => {
    const asked: string[] = []
    const upper = new PerText((text) => {
      asked.push(text)
      return text.toUpperCase()
    })
    expect(upper.known('home')).toBeUndefined()
    expect(asked).toEqual([])
    upper.of('home')
    expect(upper.known('home')).toBe('HOME')
    upper.clear()
    expect(upper.known('home')).toBeUndefined()
    upper.of('home')
    expect(asked).toEqual(['home', 'home'])
  })
})

describe('OneCopyEach', () => {
  it('gives each text met back, and a text not met as it is without keeping it', () => {
    const copies = new OneCopyEach()
    const first = ['Parra', 'matta'].join('')
    expect(copies.of(first)).toBe(first)
    expect(copies.of('Parramatta')).toBe(first)
    expect(copies.known('Dandenong')).toBe('Dandenong')
    expect([...copies.values()]).toEqual(['Parramatta'])
  })
})
