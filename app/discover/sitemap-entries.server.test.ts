import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentClient } from '~/content/client.server'
import { LocalContentSource } from '~/content/source/local.server'
import { sitemapEntries } from './sitemap-entries.server'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function clientOver(documents: object[]): Promise<ContentClient> {
  const directory = mkdtempSync(path.join(tmpdir(), 'sitemap-dataset-'))
  writeFileSync(
    path.join(directory, 'data.ndjson'),
    documents.map((document) => JSON.stringify(document)).join('\n') + '\n',
  )
  const source = await LocalContentSource.open(directory, { watchForChanges: false })
  cleanups.push(
    () => source.close(),
    () => rmSync(directory, { recursive: true, force: true }),
  )
  return new ContentClient(source)
}

const updated = '2025-03-04T05:06:07Z'
const synced = (
  id: string,
  type: 'service' | 'location',
  slug: string,
  extra: Record<string, unknown> = {},
  sync: Record<string, unknown> = {},
) => ({
  _id: id,
  _type: type,
  _updatedAt: updated,
  sync: { title: slug, slug: { current: slug }, status: 'Active', ...sync },
  ...extra,
})
const editorial = (id: string, type: string, slug: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  _type: type,
  _updatedAt: updated,
  title: slug,
  slug: { current: slug },
  ...extra,
})
const singleton = (type: string, extra: Record<string, unknown> = {}) => ({
  _id: type,
  _type: type,
  _updatedAt: updated,
  title: type,
  ...extra,
})

const site = [
  singleton('settings', { seo: { noIndex: false } }),
  singleton('home', { _updatedAt: '2025-01-02T03:04:05.678Z' }),
  singleton('servicesSettings'),
  singleton('servicesFilter'),
  singleton('locationsSettings', { seo: { noIndex: true } }),
  singleton('articlesSettings'),
  singleton('careersSettings'),
  singleton('searchSettings'),
  synced('service-visible', 'service', 'home-care'),
  synced('service-hidden', 'service', 'hidden-care', { hidden: true }),
  synced('service-deleted', 'service', 'deleted-care', {}, { deleted: true }),
  synced('service-inactive', 'service', 'inactive-care', {}, { status: 'Inactive' }),
  synced('drafts.service-new', 'service', 'draft-care'),
  synced('location-visible', 'location', 'parramatta'),
  synced('location-inactive', 'location', 'closed-office', {}, { status: 'Inactive' }),
  synced('location-hidden', 'location', 'hidden-office', { hidden: true }),
  editorial('article-a', 'article', 'spring-news'),
  editorial('article-secret', 'article', 'not-for-search', { seo: { noIndex: true } }),
  editorial('drafts.article-b', 'article', 'draft-news'),
  editorial('drafts.article-a', 'article', 'spring-news-renamed'),
  editorial('campaign-a', 'campaign', 'winter-appeal'),
  editorial('role-a', 'openRole', 'support-worker'),
  editorial('policy-a', 'policy', 'privacy-policy'),
  editorial('page-about', 'page', 'about-us'),
  editorial('page-history', 'page', 'our-history', { parent: { _type: 'reference', _ref: 'page-about' } }),
  editorial('page-founders', 'page', 'founders', { parent: { _type: 'reference', _ref: 'page-history' } }),
  { _id: 'category-a', _type: 'category', _updatedAt: updated, label: 'Disability', slug: { current: 'disability' } },
  { _id: 'support-a', _type: 'support', _updatedAt: updated, label: 'Respite', slug: { current: 'respite' } },
  { _id: 'audience-a', _type: 'audience', _updatedAt: updated, label: 'Carers', slug: { current: 'carers' } },
  { _id: 'expertise-a', _type: 'expertise', _updatedAt: updated, label: 'Dementia', slug: { current: 'dementia' } },
  editorial('booking-a', 'booking', 'home-care-request', { service: { _type: 'reference', _ref: 'service-visible' } }),
  {
    _id: 'redirect-a',
    _type: 'redirect',
    _updatedAt: updated,
    from: '/old',
    to: { type: 'external', external: 'https://example.org' },
  },
]

describe('the pages in the sitemap', () => {
  it('are the visible, published, indexable pages at the paths the link resolver gives them', async () => {
    const entries = await sitemapEntries(await clientOver(site))
    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/about-us',
      '/about-us/our-history',
      '/about-us/our-history/founders',
      '/articles',
      '/articles/spring-news',
      '/campaigns/winter-appeal',
      '/locations/parramatta',
      '/policies-and-statements/privacy-policy',
      '/services',
      '/services/audience/carers',
      '/services/category/disability',
      '/services/expertise/dementia',
      '/services/filter',
      '/services/home-care',
      '/services/support/respite',
      '/work-with-us/careers/open-roles',
      '/work-with-us/careers/open-roles/support-worker',
    ])
  })

  it('carry when each document last changed', async () => {
    const entries = await sitemapEntries(await clientOver(site))
    expect(entries.find((entry) => entry.path === '/')?.lastmod).toBe('2025-01-02T03:04:05Z')
    expect(entries.find((entry) => entry.path === '/services/home-care')?.lastmod).toBe(updated)
  })

  it('are none when the site settings ask search engines not to index the site', async () => {
    const noIndexSite = site.map((document) =>
      document._id === 'settings' ? { ...document, seo: { noIndex: true } } : document,
    )
    expect(await sitemapEntries(await clientOver(noIndexSite))).toEqual([])
  })
})
