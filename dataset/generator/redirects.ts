import { fileValue } from './assets/pdfs'
import type { Context } from './context'
import { DATASET_TIME, envelope, slugify } from './documents'
import { ids, singletonIds } from './ids'
import type { LocationInfo } from './locations'
import { externalLink, fileLink, internalLink } from './links'
import { createRandom } from './random'
import type { Link, RedirectDocument } from './types'
import { type ArticleWords, articleWords } from './words/articles'
import {
  legacyAboutUs,
  legacyArticleCategories,
  legacyAudiences,
  legacyCareers,
  legacyPolicies,
  legacyUploads,
} from './words/legacyPaths'
import { policies } from './words/policies'
import { retiredServices } from './words/retiredServices'
import { roles } from './words/roles'
import { articleCategories, categories } from './words/taxonomy'

type Redirect = { from: string; to: Link; permanent: boolean }

const titleCase = (slug: string) =>
  slug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
const permanent = (from: string, to: Link): Redirect => ({ from, to, permanent: true })
const temporary = (from: string, to: Link): Redirect => ({ from, to, permanent: false })

/** WordPress slugs were mostly lower case; a few were typed by hand with capitals or saved with a trailing slash. */
function oldSlug(base: string, index: number) {
  if (index % 9 === 4) return titleCase(base)
  if (index % 7 === 3) return `${base}/`
  if (index % 5 === 2) return `${base}-2`
  return base
}

function serviceRedirects(context: Context, limit: number): Redirect[] {
  const visible = context.services.filter((service) => service.visible).slice(0, limit)
  const current = visible.map((service, index) =>
    permanent(`/service/${oldSlug(service.slug, index)}`, internalLink(service.title, service.id)),
  )
  const byAlias = visible
    .filter((_, index) => index % 5 === 0)
    .flatMap((service) =>
      service.program.aliases
        .slice(0, 1)
        .map((alias) =>
          permanent(
            `/service/${slugify(alias)}-${slugify(service.location.place.suburb)}`,
            internalLink(service.title, service.id),
          ),
        ),
    )
  // Old pages of services that are now hidden or deleted: the link stays, and the website answers with its 404 page.
  const gone = retiredServices.flatMap((retired) => {
    const service = context.services.find((candidate) => candidate.title === retired.title)
    return retired.oldPath && service ? [permanent(retired.oldPath, internalLink(service.title, service.id))] : []
  })
  return [...current, ...byAlias, ...gone]
}

function taxonomyRedirects(): Redirect[] {
  return categories.flatMap((category) => [
    permanent(`/service-type/${category.slug}-services`, internalLink(category.label, ids.category(category.slug))),
    ...category.supports.map((support, index) =>
      permanent(
        `/service-type/${oldSlug(support.slug, index)}`,
        internalLink(support.label, ids.support(support.slug)),
      ),
    ),
    permanent(
      `/category/${category.slug.replace(/-and-.*/, '')}`,
      internalLink(category.label, ids.category(category.slug)),
    ),
  ])
}

function articleRedirects(): Redirect[] {
  const prefixes: Record<ArticleWords['category'], string[]> = {
    stories: ['/story'],
    news: ['/news'],
    'media-releases': ['/media-release', '/news'],
    guides: ['/news'],
  }
  return articleWords.flatMap((article, index) =>
    prefixes[article.category].map((prefix) =>
      permanent(`${prefix}/${oldSlug(article.slug, index)}`, internalLink(article.title, ids.article(article.slug))),
    ),
  )
}

function articleListRedirects(): Redirect[] {
  return [
    ...legacyArticleCategories.map(([from, category]) => {
      const title = articleCategories.find((candidate) => candidate.slug === category)?.title ?? category
      return permanent(
        from,
        internalLink(title, singletonIds.articlesSettings, { articlesCategory: ids.articleCategory(category) }),
      )
    }),
    permanent('/category/ndis-updates', externalLink('NDIS news', 'https://www.ndis.gov.au/news')),
  ]
}

const locationRedirects = (locations: LocationInfo[]): Redirect[] =>
  locations
    .slice(0, 40)
    .map((location, index) =>
      permanent(
        index % 3 === 0
          ? `/office/${oldSlug(slugify(location.title), index)}`
          : `/office/${slugify(location.place.suburb)}`,
        internalLink(location.title, location.id),
      ),
    )

const fixedRedirects = (): Redirect[] =>
  [...legacyAboutUs, ...legacyPolicies, ...legacyAudiences, ...legacyCareers].map(([from, id, title]) =>
    permanent(from, internalLink(title, id)),
  )

/** Job ads come and go, so their old addresses redirect temporarily. */
const roleRedirects = (): Redirect[] =>
  roles.map((role, index) => {
    const closed = role.closingDate < '2026-10-01'
    const from = `/careers/job-${4100 + index * 7}-${slugify(role.title)}`
    return temporary(
      from,
      closed
        ? internalLink('Open roles', singletonIds.careersSettings)
        : internalLink(role.title, ids.openRole(role.slug)),
    )
  })

function uploadRedirects(context: Context): Redirect[] {
  return legacyUploads.map(([from, policySlug, kind]) => {
    const policy = policies.find((candidate) => candidate.slug === policySlug)
    if (!policy) throw new Error(`No policy ${policySlug}`)
    return permanent(
      from,
      kind === 'file'
        ? fileLink(policy.title, fileValue(context.files.get(policy.fileName)))
        : internalLink(policy.title, ids.policy(policy.slug)),
    )
  })
}

const otherRedirects = (): Redirect[] => [
  permanent('/home', internalLink('Home', singletonIds.home)),
  permanent('/search-results', internalLink('Search', singletonIds.searchSettings)),
  permanent('/our-services', internalLink('Services', singletonIds.servicesSettings)),
  permanent(
    '/find-a-service',
    internalLink('Find a service', singletonIds.servicesFilter, { query: 'category=aged-care' }),
  ),
  permanent('/expertise/dementia-care', internalLink('Dementia', ids.expertise('dementia'))),
  temporary('/carers-week', internalLink('Carers Week', ids.campaign('carers-week'))),
  temporary(
    '/book-counselling',
    internalLink('Book a counselling appointment', ids.booking('counselling-appointment')),
  ),
]

export function buildRedirects(
  size: 'bundled' | 'large',
  context: Context,
  locations: LocationInfo[],
): RedirectDocument[] {
  const random = createRandom(`redirects:${size}`)
  const all = [
    ...serviceRedirects(context, size === 'bundled' ? Infinity : 500),
    ...taxonomyRedirects(),
    ...articleRedirects(),
    ...articleListRedirects(),
    ...locationRedirects(locations),
    ...fixedRedirects(),
    ...roleRedirects(),
    ...uploadRedirects(context),
    ...otherRedirects(),
  ]
  const seen = new Set<string>()
  for (const { from } of all) {
    const normalised = from.toLowerCase().replace(/\/$/, '')
    if (seen.has(normalised)) throw new Error(`Two redirects from ${from}`)
    seen.add(normalised)
  }
  // Editors added redirects over the years, so creation times are spread out rather than in family order.
  return all.map((redirect, index) => ({
    ...envelope(ids.redirect(index + 1), 'redirect', { createdAt: DATASET_TIME - random.int(30, 900) * 86_400_000 }),
    _type: 'redirect',
    ...redirect,
  }))
}
