import { describe, expect, it } from 'vitest'
import { stableId } from './stable-id.server'

describe('stableId', () => {
  it('gives a version 5 UUID that never changes for the same document', () => {
    const id = stableId('service', 'service-0002')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(stableId('service', 'service-0002')).toBe(id)
    // Pinned: a change here would break every link other directories keep to our records.
    expect(id).toMatchInlineSnapshot(`"f4c8240c-40ca-501a-a71a-bd9acb3496c5"`)
  })

  it('gives different ids to different documents and to different kinds of record', () => {
    expect(stableId('service', 'service-0002')).not.toBe(stableId('service', 'service-0003'))
    expect(stableId('service', 'service-0002')).not.toBe(stableId('phone', 'service-0002'))
  })
})
