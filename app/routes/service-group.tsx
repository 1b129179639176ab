import { href, Link } from 'react-router'
import { loadQuery, withEditLinks } from '~/content/load.server'
import { serviceGroupQuery } from '~/content/queries/services-pages'
import { forResultsPage } from '~/finder/result-cards'
import { ServiceResults } from '~/finder/ServiceResults'
import { finderHref } from '~/services/finder-query'
import { findServices } from '~/finder/finder.server'
import { badRequest, pageNotFound } from '~/http/errors'
import type { HeaderTintHandle } from '~/shell/header-tint'
import { visitorPath, visitorSearch } from '~/http/request-path'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { breadcrumbJsonLd } from '~/structured-data/breadcrumbs.server'
import { pageJsonLd } from '~/structured-data/page.server'
import { Breadcrumbs, type Crumb } from '~/ui/Breadcrumbs'
import { Pagination } from '~/ui/Pagination'
import { categoryColours } from '~/ui/category-colours'
import { SanityImage } from '~/ui/SanityImage'
import type { Route } from './+types/service-group'

/** The four SPEC routes /services/{support|audience|category|expertise}/{slug}: the group, and the finder's parameter for it. */
const GROUPS = {
  support: { type: 'support', parameter: 'support' },
  audience: { type: 'audience', parameter: 'audience' },
  category: { type: 'category', parameter: 'category' },
  expertise: { type: 'expertise', parameter: 'expertise' },
} as const
type GroupName = keyof typeof GROUPS

function groupOf(request: Request): GroupName | undefined {
  const name = visitorPath(request).split('/')[2]
  return name && name in GROUPS ? (name as GroupName) : undefined
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const name = groupOf(request)
  if (!name) throw pageNotFound(request)
  const group = await loadQuery(request, serviceGroupQuery, { type: GROUPS[name].type, slug: params.slug })
  if (!group?.slug) throw pageNotFound(request)
  const search = new URLSearchParams(visitorSearch(request))
  const finderSearch = new URLSearchParams({ [GROUPS[name].parameter]: group.slug })
  if (name === 'support' && group.category?.slug) finderSearch.set('category', group.category.slug)
  const page = search.get('page')
  if (page) finderSearch.set('page', page)
  const answer = await findServices(finderSearch)
  if (!answer.ok) throw badRequest(answer.message)
  const jsonLd = await pageJsonLd(request, context, (site, url) => [
    breadcrumbJsonLd(site, groupTrail(group), { title: group.label, url }),
  ])
  return { group, result: await withEditLinks(request, forResultsPage(answer.result)), jsonLd }
}

/** A category's page tints the header with its secondary colour, unless the CMS asks for a white navigation bar. */
export const handle: HeaderTintHandle = {
  headerTint: (data) => {
    const group = (data as Awaited<ReturnType<typeof loader>> | undefined)?.group
    const colours = group?.category ?? group
    return colours?.whiteNavbar ? null : colours?.colorSecondary
  },
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { group, result } = loaderData
  return seoMeta(
    {
      title: group.label,
      description: group.description,
      canonicalQuery: [['page', result.page > 1 ? result.page : null]],
    },
    rootSeoDefaults(matches),
  )
}

/** Services, then the category a support belongs to. */
function groupTrail(group: { category?: { label?: string | null; slug?: string | null } | null }): Crumb[] {
  const trail: Crumb[] = [{ title: 'Services', href: href('/services') }]
  if (group.category?.slug)
    trail.push({
      title: group.category.label ?? '',
      href: href('/services/category/:slug', { slug: group.category.slug }),
    })
  return trail
}

export default function ServiceGroup({ loaderData: { group, result } }: Route.ComponentProps) {
  const trail = groupTrail(group)
  const { query, total, pageCount } = result
  return (
    <div
      className={`page service-group${group.whiteNavbar ? ' service-group--white' : ''}`}
      style={categoryColours(group.category ?? group)}
    >
      <div className="service-group__banner">
        <div className="container service-group__banner-inner">
          <div>
            <Breadcrumbs trail={trail} current={group.label} />
            <h1>{group.label}</h1>
            {group.description ? <p className="page-header__lead">{group.description}</p> : null}
            <Link to={finderHref(query)} className="button">
              Narrow these down in the service finder
            </Link>
          </div>
          <SanityImage
            image={group.illustration}
            width={320}
            shape="square"
            fixed
            className="service-group__illustration"
            decorative
          />
        </div>
      </div>
      <div className="container">
        {group.supports?.length ? (
          <nav aria-label={`Kinds of ${group.label?.toLowerCase() ?? 'support'}`} className="filter-links">
            <ul role="list" className="filter-links__list">
              {group.supports.map((support) => (
                <li key={support.slug}>
                  {support.slug ? (
                    <Link to={href('/services/support/:slug', { slug: support.slug })} className="filter-links__link">
                      {support.label}
                    </Link>
                  ) : (
                    support.label
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <h2 className="finder__count">{total === 1 ? '1 service' : `${total} services`}</h2>
        {total ? (
          <ServiceResults hits={result.hits} />
        ) : (
          <p>There are no services here at the moment. The service finder can help you find something close.</p>
        )}
        <Pagination
          page={query.page}
          pageCount={pageCount}
          href={(number) => (number > 1 ? `?page=${number}` : '.')}
          label="Pages of services"
        />
      </div>
    </div>
  )
}
