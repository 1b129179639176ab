import { describe, expect, it } from 'vitest'
import { TextsSeen } from './texts-seen'

describe('TextsSeen', () => {
  it('normalises a text into words once, and gives every use the same answer', () => {
    const texts = new TextsSeen()
    expect(texts.normalised('Men’s Shed – Café')).toBe('mens shed cafe')
    expect(texts.words('Men’s Shed – Café')).toEqual(['mens', 'shed', 'cafe'])
    expect(texts.words('Men’s Shed – Café')).toBe(texts.words('Men’s Shed – Café'))
    expect(texts.split('mens shed cafe')).toBe(texts.words('Men’s Shed – Café'))
    expect(texts.split('not met before')).toEqual(['not', 'met', 'before'])
    expect(texts.split('')).toEqual([])
  })

  it('gives each line of names or labels as query words, leaving out lines with none', () => {
    const texts = new TextsSeen()
    expect(texts.lines('Older people \nThe\nHelp at home')).toEqual([
      ['older', 'people'],
      ['help', 'home'],
    ])
  })

  it('counts the words of a text once for every use, without stop words, then forgets what it met', () => {
    const texts = new TextsSeen()
    texts.count('Help at home and help in the garden')
    texts.count('Help at home and help in the garden')
    texts.count('Respite')
    texts.words('Never counted')
    expect(Object.fromEntries(counted(texts))).toEqual({ help: 4, home: 2, garden: 2, respite: 1 })
    expect(counted(texts).size).toBe(0)
    expect(texts.split('help at home and help in the garden')).toEqual([
      'help',
      'at',
      'home',
      'and',
      'help',
      'in',
      'the',
      'garden',
    ])
  })
})

/** The counted words, every step taken. */
function counted(texts: TextsSeen): Map<string, number> {
  const steps = texts.countedWords()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
