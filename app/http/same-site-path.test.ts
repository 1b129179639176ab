import { describe, expect, it } from 'vitest'
import { OPEN_REDIRECT_PAYLOADS as PAYLOADS } from '../../tests/support/open-redirect-payloads'
import { sameSitePath } from './same-site-path'

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(sameSitePath('/articles/new-community-hub-opens-in-logan?page=2#photos')).toBe(
      '/articles/new-community-hub-opens-in-logan?page=2#photos',
    )
    expect(sameSitePath('/services/filter?near=St%20Kilda&q=a%2Fb')).toBe('/services/filter?near=St%20Kilda&q=a%2Fb')
    expect(sameSitePath('/@team')).toBe('/@team')
    // Normalised the way a browser would, and still on this site.
    expect(sameSitePath('/a/./b/../c')).toBe('/a/c')
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
  })

  it(`sends each of ${PAYLOADS.length} open-redirect payloads to the fallback instead of anywhere else`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50)
    const escaped = PAYLOADS.filter((payload) => {
      const answer = sameSitePath(payload)
      // Whatever comes back, a browser must read it as this site: resolved against this site, it stays here.
      return (
        new URL(answer, 'https://care.example/here').origin !== 'https://care.example' ||
        (answer !== '/' && !/^\/[^/\\]/.test(answer))
      )
    })
    expect(escaped).toEqual([])
    for (const payload of PAYLOADS.filter(
      // eslint-disable-next-line no-control-regex -- payloads with control characters must give the fallback
      (payload) => !payload.startsWith('/') || /\/\/|\\|[\s\u0000-\u001f]/.test(payload),
    )) {
      expect(sameSitePath(payload, '/fallback'), JSON.stringify(payload)).toBe('/fallback')
    }
  })

  it('gives the fallback for anything that is not a string', () => {
    expect(sameSitePath(null)).toBe('/')
    expect(sameSitePath(undefined, '/services')).toBe('/services')
  })
})
