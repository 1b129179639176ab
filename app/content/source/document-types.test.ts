import { describe, expect, it } from 'vitest'
import { singletonTypes } from '../../../studio/schemaTypes'
import { REQUIRED_TYPES, SINGLETON_TYPES } from './document-types'

describe('the document types the content checks name', () => {
  it("are the schema's singletons, the settings and home documents among them", () => {
    expect([...SINGLETON_TYPES].sort()).toEqual(singletonTypes.map((type) => type.name).sort())
    expect(SINGLETON_TYPES).toEqual(expect.arrayContaining([...REQUIRED_TYPES]))
  })
})
