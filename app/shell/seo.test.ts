import { vercelStegaCombine } from '@vercel/stega'
import { describe, expect, it } from 'vitest'
import { pageImage } from '~/content/page-images.server'
import { canonicalUrl, rootSeoDefaults, seoDefaults, seoMeta } from './seo'

const assets = { projectId: 'local', dataset: 'production', baseUrl: '/media' }
const image = pageImage({ asset: { _ref: 'image-0123456789abcdef0123456789abcdef01234567-2400x1600-png' } }, assets)
const framed = pageImage(
  {
    asset: { _ref: 'image-0123456789abcdef0123456789abcdef01234567-2400x1600-png' },
    hotspot: { x: 0.5, y: 0.2, width: 0.2, height: 0.2 },
    crop: null,
  },
  assets,
)

describe('SEO tags', () => {
  it('makes the share image an absolute 1200 × 630 URL on the site address', () => {
    const defaults = seoDefaults({ description: 'Care and support', image }, 'https://www.altogether.example')
    // No crop or focal point set: the image service crops the middle.
    expect(defaults.imageUrl).toBe(
      'https://www.altogether.example/media/images/local/production/0123456789abcdef0123456789abcdef01234567-2400x1600.png?fit=crop&w=1200&h=630&fm=jpg&q=80',
    )
    expect(seoMeta({ title: 'Home' }, defaults)).toContainEqual({ name: 'twitter:image', content: defaults.imageUrl })
    // A focal point near the top: the 1200 × 630 frame is the builder's, kept near it.
    expect(seoDefaults({ image: framed }, 'https://www.altogether.example').imageUrl).toBe(
      'https://www.altogether.example/media/images/local/production/0123456789abcdef0123456789abcdef01234567-2400x1600.png?rect=0,0,2400,1260&fit=crop&w=1200&h=630&fm=jpg&q=80',
    )
  })

  it('links the canonical URL, the site address and the path, and gives it to share cards', () => {
    const site = { siteUrl: 'https://www.altogether.example', description: null, imageUrl: null, noIndex: false }
    const defaults = rootSeoDefaults([
      { loaderData: { seo: site }, pathname: '/' },
      { loaderData: {}, pathname: '/articles/' },
    ])
    const tags = seoMeta(
      {
        title: 'Articles',
        canonicalQuery: [
          ['category', 'news'],
          ['page', 2],
          ['state', null],
        ],
      },
      defaults,
    )
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.altogether.example/articles?category=news&page=2',
    })
    expect(tags).toContainEqual({
      property: 'og:url',
      content: 'https://www.altogether.example/articles?category=news&page=2',
    })
    expect(tags.filter((tag) => 'rel' in tag && tag.rel === 'canonical')).toHaveLength(1)
  })

  it('makes canonical URLs without trailing slashes, query strings or fragments unless given', () => {
    expect(canonicalUrl('https://www.altogether.example', '/')).toBe('https://www.altogether.example/')
    expect(canonicalUrl('https://www.altogether.example', '/services/home-care/')).toBe(
      'https://www.altogether.example/services/home-care',
    )
    expect(canonicalUrl('http://localhost:3000', '/about-us/our-history')).toBe(
      'http://localhost:3000/about-us/our-history',
    )
    expect(canonicalUrl('https://www.altogether.example', '/locations', [['page', null]])).toBe(
      'https://www.altogether.example/locations',
    )
    expect(canonicalUrl('https://www.altogether.example', '//evil.example/x')).toBe(
      'https://www.altogether.example/evil.example/x',
    )
    expect(canonicalUrl('https://www.altogether.example', '/services/café?x#y')).toBe(
      'https://www.altogether.example/services/caf%C3%A9%3Fx%23y',
    )
  })

  it('uses the page title in the template and falls back to the site description and image', () => {
    const tags = seoMeta(
      { title: 'Our locations' },
      {
        siteUrl: 'https://x.example',
        description: 'Care and support',
        imageUrl: 'https://x.example/i.jpg',
        noIndex: false,
      },
    )
    expect(tags).toContainEqual({ title: 'Our locations - Altogether better care' })
    expect(tags).toContainEqual({ name: 'description', content: 'Care and support' })
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://x.example/i.jpg' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it("calls an article's page an article, with its times and section where known, and every other page a website", () => {
    const site = { siteUrl: 'https://x.example', description: null, imageUrl: null, noIndex: false }
    const article = seoMeta(
      {
        title: 'Using your NDIS plan',
        article: { publishedTime: '2024-08-20T09:00:00Z', modifiedTime: '2024-09-01T10:30:00Z', section: 'NDIS' },
      },
      site,
    )
    expect(article.filter((tag) => 'property' in tag && /^(og:type|article:)/.test(String(tag.property)))).toEqual([
      { property: 'og:type', content: 'article' },
      { property: 'article:published_time', content: '2024-08-20T09:00:00Z' },
      { property: 'article:modified_time', content: '2024-09-01T10:30:00Z' },
      { property: 'article:section', content: 'NDIS' },
    ])
    const undated = seoMeta(
      { title: 'A story', article: { publishedTime: null, modifiedTime: '2024-09-01T10:30:00Z', section: ' ' } },
      site,
    )
    expect(undated.filter((tag) => 'property' in tag && String(tag.property).startsWith('article:'))).toEqual([
      { property: 'article:modified_time', content: '2024-09-01T10:30:00Z' },
    ])
    const page = seoMeta({ title: 'Our locations' }, site)
    expect(page).toContainEqual({ property: 'og:type', content: 'website' })
    expect(page.some((tag) => 'property' in tag && String(tag.property).startsWith('article:'))).toBe(false)
  })

  it('takes visual editing’s invisible edit links out of the title and descriptions', () => {
    const edit = { origin: 'sanity.io', href: 'https://studio.example.org/intent/edit/id=page-1;path=title' }
    const tags = seoMeta(
      { title: vercelStegaCombine('Our locations', edit), description: vercelStegaCombine('Where to find us', edit) },
      { siteUrl: 'https://x.example', description: 'Care and support', imageUrl: null, noIndex: false },
    )
    expect(vercelStegaCombine('Our locations', edit)).not.toBe('Our locations')
    expect(tags).toContainEqual({ title: 'Our locations - Altogether better care' })
    expect(tags).toContainEqual({ name: 'description', content: 'Where to find us' })
  })

  it('asks search engines not to index a page marked noIndex, or any page when the site settings say so', () => {
    expect(seoMeta({ title: 'Hidden', noIndex: true }, undefined)).toContainEqual({
      name: 'robots',
      content: 'noindex',
    })
    const site = { siteUrl: 'https://x.example', description: null, imageUrl: null, noIndex: true }
    expect(seoMeta({ title: 'Anything', noIndex: false }, site)).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(seoMeta({ title: 'Anything' }, { ...site, noIndex: false })).not.toContainEqual({
      name: 'robots',
      content: 'noindex',
    })
  })

  it('gives a page with no title of its own the last segment of its path in words', () => {
    const site = { siteUrl: 'https://x.example', description: null, imageUrl: null, noIndex: false }
    const matches = [
      { loaderData: { seo: site }, pathname: '/' },
      { loaderData: {}, pathname: '/about-us/our-history' },
    ]
    expect(seoMeta({ title: null }, rootSeoDefaults(matches))).toContainEqual({
      title: 'Our history - Altogether better care',
    })
    expect(seoMeta({ title: '  ' }, rootSeoDefaults(matches))).toContainEqual({
      title: 'Our history - Altogether better care',
    })
    expect(seoMeta({ title: 'History' }, rootSeoDefaults(matches))).toContainEqual({
      title: 'History - Altogether better care',
    })
    expect(seoMeta({ title: null }, rootSeoDefaults([{ loaderData: { seo: site }, pathname: '/' }]))).toContainEqual({
      title: 'Altogether better care',
    })
  })
})
