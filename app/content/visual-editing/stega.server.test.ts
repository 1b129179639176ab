import { stegaClean } from '@sanity/client/stega'
import type { ContentSourceMap } from '@sanity/client/csm'
import { describe, expect, it } from 'vitest'
import { isEditableText, withStega } from './stega.server'

describe('isEditableText', () => {
  it('takes words people read', () => {
    for (const path of [
      ['title'],
      ['sync', 'title'],
      ['sections', { _key: 'a', _index: 0 }, 'heading'],
      ['states', 0, 'name'],
      ['sync', 'suburb'],
      ['hours', 'note'],
    ])
      expect(isEditableText(path), JSON.stringify(path)).toBe(true)
  })

  it('leaves out what the site reads as a value: colours, addresses, codes, choices, Portable Text machinery', () => {
    for (const path of [
      ['colorPrimary'],
      ['colorSecondary'],
      ['link', 'external'],
      ['link', 'query'],
      ['file', 'originalFilename'],
      ['sync', 'phone'],
      ['crisisLines', 0, 'number'],
      ['sync', 'serviceLocation', 0],
      ['serviceLocations', { _key: 'a', _index: 0 }, 'value'],
      ['sync', 'state'],
      ['culturalGroupDescriptions', { _key: 'a', _index: 0 }, 'name'],
      ['imagePosition'],
      ['body', 0, 'markDefs', 0, 'title'],
      ['image', 'alt'],
      ['hours', 'monday', { _key: 'a', _index: 0 }, 'opens'],
      ['hours', 'friday', { _key: 'a', _index: 0 }, 'closes'],
      ['hours', 'publicHolidays'],
      ['hours', 'timeZone'],
    ])
      expect(isEditableText(path), JSON.stringify(path)).toBe(false)
  })
})

describe('withStega', () => {
  it('never encodes a string that reads as a colour, whatever its field is called', async () => {
    const map: ContentSourceMap = {
      documents: [{ _id: 'category-1', _type: 'category' }],
      paths: ["$['label']", "$['tint']"],
      mappings: {
        "$['label']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } },
        "$['tint']": { type: 'value', source: { type: 'documentValue', document: 0, path: 1 } },
      },
    }
    const encoded = await withStega({ label: 'Aged care', tint: '#8a3a12' }, map, 'https://studio.example.org')
    expect(encoded.label).not.toBe('Aged care')
    expect(stegaClean(encoded.label)).toBe('Aged care')
    expect(encoded.tint).toBe('#8a3a12')
  })
})
