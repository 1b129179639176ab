import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd } from './breadcrumbs.server'

const SITE = 'https://www.altogether.example'
const site = { siteUrl: SITE, name: 'Altogether better care' }
const rendered = (value: unknown) =>
  JSON.parse(JSON.stringify(value)) as { itemListElement: Array<{ position: number; name: string; item: string }> }

describe('BreadcrumbList', () => {
  it('lists Home, the trail the page shows and the page itself, each at an absolute URL on the site', () => {
    const node = rendered(
      breadcrumbJsonLd(
        site,
        [
          { title: 'Services', href: '/services' },
          { title: 'Living at home', href: '/services/category/living-at-home' },
        ],
        { title: 'Meals on wheels', url: `${SITE}/services/meals-on-wheels` },
      ),
    )
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Services', item: `${SITE}/services` },
        { '@type': 'ListItem', position: 3, name: 'Living at home', item: `${SITE}/services/category/living-at-home` },
        { '@type': 'ListItem', position: 4, name: 'Meals on wheels', item: `${SITE}/services/meals-on-wheels` },
      ],
    })
  })

  it('leaves out crumbs without a title and keeps the positions in order', () => {
    const node = rendered(
      breadcrumbJsonLd(site, [{ title: null, href: '/about' }], {
        title: 'Policy',
        url: `${SITE}/policies-and-statements/privacy`,
      }),
    )
    expect(node.itemListElement.map((item: { position: number; name: string }) => [item.position, item.name])).toEqual([
      [1, 'Home'],
      [2, 'Policy'],
    ])
    for (const item of node.itemListElement) expect(item.item.startsWith(`${SITE}/`)).toBe(true)
  })

  it('never takes a host from a crumb’s path', () => {
    const node = rendered(
      breadcrumbJsonLd(site, [{ title: 'Odd', href: '//evil.example/x' }], { title: 'Page', url: `${SITE}/page` }),
    )
    expect(node.itemListElement[1]?.item).toBe(`${SITE}//evil.example/x`)
  })
})
