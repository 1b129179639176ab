import { describe, expect, it } from 'vitest'
import { rootSeoDefaults, seoDefaults, seoMeta } from './seo'

const assets = { projectId: 'local', dataset: 'production', baseUrl: '/media' }
const image = { asset: { _ref: 'image-0123456789abcdef0123456789abcdef01234567-2400x1600-png' } }

describe('SEO tags', () => {
  it('makes the share image an absolute 1200 × 630 URL', () => {
    const defaults = seoDefaults({ description: 'Care and support', image }, assets, 'https://www.altogether.example/some/page?x=1')
    expect(defaults.imageUrl).toBe('https://www.altogether.example/media/images/local/production/0123456789abcdef0123456789abcdef01234567-2400x1600.png?rect=0,170,2400,1260&w=1200&h=630&fm=jpg&q=80&fit=crop')
  })

  it('uses the page title in the template and falls back to the site description and image', () => {
    const tags = seoMeta({ title: 'Our locations' }, { description: 'Care and support', imageUrl: 'https://x.example/i.jpg', noIndex: false })
    expect(tags).toContainEqual({ title: 'Our locations - Altogether better care' })
    expect(tags).toContainEqual({ name: 'description', content: 'Care and support' })
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://x.example/i.jpg' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it('asks search engines not to index a page marked noIndex', () => {
    expect(seoMeta({ title: 'Hidden', noIndex: true }, undefined)).toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it('gives a page with no title of its own the last segment of its path in words', () => {
    const site = { description: null, imageUrl: null, noIndex: false }
    const matches = [{ loaderData: { seo: site }, pathname: '/' }, { loaderData: {}, pathname: '/about-us/our-history' }]
    expect(seoMeta({ title: null }, rootSeoDefaults(matches))).toContainEqual({ title: 'Our history - Altogether better care' })
    expect(seoMeta({ title: '  ' }, rootSeoDefaults(matches))).toContainEqual({ title: 'Our history - Altogether better care' })
    expect(seoMeta({ title: 'History' }, rootSeoDefaults(matches))).toContainEqual({ title: 'History - Altogether better care' })
    expect(seoMeta({ title: null }, rootSeoDefaults([{ loaderData: { seo: site }, pathname: '/' }]))).toContainEqual({ title: 'Altogether better care' })
  })
})
