import { describe, expect, it } from 'vitest'
import { articleJsonLd } from './article.server'

const SITE = 'https://www.altogether.example'
const site = { siteUrl: SITE, name: 'Altogether better care' }
const url = `${SITE}/articles/a-place-to-land`
const rendered = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

describe('Article', () => {
  it('has the headline, dates, image, author and publisher', () => {
    const node = rendered(
      articleJsonLd(
        site,
        {
          title: 'A place to land',
          summary: 'Amira settles in.',
          publishedAt: '2026-04-16T09:00:00Z',
          updatedAt: '2026-04-18T09:00:00Z',
          author: { name: 'Sam Lee', role: 'Caseworker' },
        },
        url,
        `${SITE}/media/images/a.jpg?w=1200&h=630`,
      ),
    )
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'A place to land',
      url,
      mainEntityOfPage: url,
      description: 'Amira settles in.',
      datePublished: '2026-04-16T09:00:00Z',
      dateModified: '2026-04-18T09:00:00Z',
      image: `${SITE}/media/images/a.jpg?w=1200&h=630`,
      author: { '@type': 'Person', name: 'Sam Lee', jobTitle: 'Caseworker' },
      publisher: {
        '@type': 'Organization',
        '@id': `${SITE}/#organization`,
        name: 'Altogether better care',
        url: `${SITE}/`,
      },
    })
  })

  it('leaves out an image, dates and an author it does not know', () => {
    const node = rendered(articleJsonLd(site, { title: 'News', author: { name: null } }, url, undefined))
    expect(Object.keys(node).sort()).toEqual(['@context', '@type', 'headline', 'mainEntityOfPage', 'publisher', 'url'])
  })
})
