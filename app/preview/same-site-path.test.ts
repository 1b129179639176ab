import { describe, expect, it } from 'vitest'
import { sameSitePath } from './same-site-path'

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(sameSitePath('/articles/new-community-hub-opens-in-logan?page=2#photos')).toBe('/articles/new-community-hub-opens-in-logan?page=2#photos')
  })

  it.each([null, undefined, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'articles', '/\t/evil.example'])(
    'sends %j to the home page instead of anywhere else',
    (target) => {
      expect(sameSitePath(target)).toBe('/')
    },
  )
})
