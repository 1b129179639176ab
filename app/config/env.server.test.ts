import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.server'

describe('parseEnv', () => {
  it('needs nothing for the local backend', () => {
    const env = parseEnv({})
    expect(env.CONTENT_SOURCE).toBe('local')
    expect(env.PORT).toBe(3000)
  })

  it('takes PORT from the environment', () => {
    expect(parseEnv({ PORT: '4100' }).PORT).toBe(4100)
  })

  it('names a missing Sanity variable', () => {
    expect(() => parseEnv({ CONTENT_SOURCE: 'sanity', SANITY_DATASET: 'production' })).toThrowError(/SANITY_PROJECT_ID is required/)
  })

  it('names a malformed variable and says what it must be', () => {
    const attempt = () => parseEnv({ CONTENT_SOURCE: 'sanity', SANITY_PROJECT_ID: 'Not An Id', SANITY_DATASET: 'production' })
    expect(attempt).toThrowError(EnvError)
    expect(attempt).toThrowError(/SANITY_PROJECT_ID must be a Sanity project id/)
  })

  it('rejects an unknown content source by name', () => {
    expect(() => parseEnv({ CONTENT_SOURCE: 'wordpress' })).toThrowError(/CONTENT_SOURCE/)
  })

  it('rejects a port out of range', () => {
    expect(() => parseEnv({ PORT: '70000' })).toThrowError(/PORT/)
  })
})
