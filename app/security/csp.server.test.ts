import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, hashTrustedInlineScripts } from './csp.server'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

describe('hashTrustedInlineScripts', () => {
  const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'

  it('hashes only the inline scripts that carry this render nonce', () => {
    const html = `<head><script nonce="${nonce}">one()</script><script>injected()</script><script nonce="other">forged()</script><script nonce="${nonce}" src="/assets/x.js"></script><script nonce="${nonce}" type="module">import "/assets/a.js"</script></head>`
    const { hashes } = hashTrustedInlineScripts(html, nonce)
    expect(hashes).toEqual([sha256('one()'), sha256('import "/assets/a.js"')])
    expect(hashes).not.toContain(sha256('injected()'))
    expect(hashes).not.toContain(sha256('forged()'))
  })

  it('takes the nonce out so every visitor gets the same bytes', () => {
    const { html } = hashTrustedInlineScripts(
      `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><script nonce="${nonce}">one()</script>`,
      nonce,
    )
    expect(html).toBe('<link rel="modulepreload" href="/a.js"/><script>one()</script>')
  })
})

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site only, and inline scripts only by hash', () => {
    expect(contentSecurityPolicy({ images: [] })).toContain("script-src 'self';")
    const policy = contentSecurityPolicy({ images: ['https://tiles.example'] }, ['sha256-abc'])
    expect(policy).toContain("script-src 'self' 'strict-dynamic' 'sha256-abc';")
    expect(policy).toContain("img-src 'self' data: https://cdn.sanity.io https://tiles.example;")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    expect(policy).toContain("object-src 'none'")
  })

  it('lets the site and the configured Studio origin frame pages, and nobody else', () => {
    expect(contentSecurityPolicy({ images: [] })).toContain("frame-ancestors 'self';")
    expect(contentSecurityPolicy({ images: [], frameAncestors: ['https://studio.example.org'] })).toContain(
      "frame-ancestors 'self' https://studio.example.org;",
    )
  })

  it('adds nothing for third parties unless given, and exactly their origins when given', () => {
    const plain = contentSecurityPolicy({ images: [] }, ['sha256-abc'])
    expect(plain).toContain("script-src 'self' 'strict-dynamic' 'sha256-abc';")
    expect(plain).toContain("connect-src 'self' https://*.api.sanity.io wss://*.api.sanity.io")
    const withTags = contentSecurityPolicy(
      { images: ['https://tags.example'], scripts: ['https://tags.example'], connections: ['https://tags.example'] },
      ['sha256-abc'],
    )
    expect(withTags).toContain("script-src 'self' https://tags.example 'strict-dynamic' 'sha256-abc';")
    expect(withTags).toContain("connect-src 'self' https://*.api.sanity.io wss://*.api.sanity.io https://tags.example")
    expect(withTags).toContain("img-src 'self' data: https://cdn.sanity.io https://tags.example;")
  })
})
