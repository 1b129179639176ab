import { describe, expect, it } from 'vitest'
import { parseEnv, type SanityEnv } from '~/config/env.server'
import { SanityContentSource } from './sanity.server'

const settings = (extra: Record<string, string> = {}) =>
  parseEnv({
    NODE_ENV: 'test',
    CONTENT_SOURCE: 'sanity',
    SANITY_PROJECT_ID: 'abc123',
    SANITY_DATASET: 'production',
    ...extra,
  }) as SanityEnv

describe('sanity content source', () => {
  it('reads published content through the CDN without a token, and drafts without the CDN with the token', async () => {
    const source = new SanityContentSource(
      settings({
        SANITY_READ_TOKEN: 'sk-read-token-0123456789abcdef',
        PREVIEW_COOKIE_SECRET: 'a-cookie-secret-of-thirty-two-characters',
      }),
    )
    const { published, drafts } = await source.clientConfigs()
    expect(published).toMatchObject({
      projectId: 'abc123',
      dataset: 'production',
      useCdn: true,
      perspective: 'published',
    })
    expect(published.token).toBeUndefined()
    expect(drafts).toMatchObject({ useCdn: false, perspective: 'drafts', token: 'sk-read-token-0123456789abcdef' })
    expect(source.image).toEqual({ projectId: 'abc123', dataset: 'production' })
  })

  it('refuses draft reads when no read token is configured', async () => {
    const source = new SanityContentSource(settings())
    expect((await source.clientConfigs()).drafts).toBeUndefined()
    await expect(source.fetch('*[0]', {}, 'drafts')).rejects.toThrow('Draft preview needs SANITY_READ_TOKEN')
  })
})
