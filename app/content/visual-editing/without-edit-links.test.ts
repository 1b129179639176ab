import { VERCEL_STEGA_REGEX, vercelStegaClean, vercelStegaCombine } from '@vercel/stega'
import { describe, expect, it } from 'vitest'
import { EDIT_LINK_MARKS, everyTextWithoutEditLinks, withoutEditLinks } from './without-edit-links'

const editLink = { origin: 'sanity.io', href: '/studio/intent/edit/id=category-aged-care;path=colorPrimary' }
/** A text as visual editing sends it: the words, then the edit link in invisible characters. */
const withEditLink = (text: string) => vercelStegaCombine(text, editLink, false)

describe('texts without edit links (without-edit-links.ts)', () => {
  it("match exactly what @vercel/stega's expression matches: the same characters, the same flags", () => {
    expect(EDIT_LINK_MARKS.source).toBe(VERCEL_STEGA_REGEX.source)
    expect(EDIT_LINK_MARKS.flags).toBe(VERCEL_STEGA_REGEX.flags)
  })

  it('give back the words an editor typed, and leave a text without an edit link as it is', () => {
    expect(withEditLink('#8a3a12')).not.toBe('#8a3a12')
    expect(withoutEditLinks(withEditLink('#8a3a12'))).toBe('#8a3a12')
    expect(withoutEditLinks('12 Smith Street, Parramatta')).toBe('12 Smith Street, Parramatta')
  })

  it("clean every text in a value as @vercel/stega's own clean does", () => {
    const tags = [{ title: withEditLink('Aged care') }, { name: 'description', content: withEditLink('Help at home') }]
    expect(everyTextWithoutEditLinks(tags)).toEqual([
      { title: 'Aged care' },
      { name: 'description', content: 'Help at home' },
    ])
    expect(everyTextWithoutEditLinks(tags)).toEqual(vercelStegaClean(tags))
    expect(everyTextWithoutEditLinks(null)).toBe(null)
  })
})
