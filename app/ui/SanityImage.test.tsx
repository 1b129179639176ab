import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SanityImage } from './SanityImage'

const image = { src: '/media/images/local/production/abc-1200x800.png?fit=crop&auto=format', ratio: 1.5, alt: 'A park' }

/** A whole document as the server renders it, where React writes the preloads it decides on into the head. */
const page = (body: ReactNode) =>
  renderToString(
    <html lang="en">
      <head />
      <body>{body}</body>
    </html>,
  )

describe('SanityImage', () => {
  it('fetches a first image at once and at high priority, with no preload of its addresses in the head', () => {
    const html = page(<SanityImage image={image} width={640} shape="photo" priority />)
    expect(html).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/)
    expect(html).not.toContain('rel="preload"')
  })

  it('(what the <picture> is for: React preloads an image that is not lazy, outside one)', () => {
    expect(page(<img src="/a.png" alt="" fetchPriority="high" />)).toContain('rel="preload"')
  })

  it('loads any other image lazily, without a <picture>', () => {
    const html = page(<SanityImage image={image} width={400} shape="landscape" fixed decorative />)
    expect(html).toMatch(/<img [^>]*loading="lazy"/)
    expect(html).not.toContain('<picture')
    expect(html).not.toContain('rel="preload"')
  })
})
