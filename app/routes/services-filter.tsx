import { Link, useNavigation } from 'react-router'
import { loadQuery } from '~/content/load.server'
import { servicesFilterPageQuery } from '~/content/queries/services-pages'
import { FinderForm } from '~/services/finder-ui/FinderForm'
import { forResultsPage } from '~/services/finder-ui/result-cards'
import { ServiceResults } from '~/services/finder-ui/ServiceResults'
import { finderHref } from '~/services/finder-query'
import { finderOptions, findServices } from '~/services/finder.server'
import { badRequest } from '~/shell/errors'
import { visitorSearch } from '~/shell/request-path'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { useSiteSettings } from '~/shell/site-settings'
import { Breadcrumbs } from '~/ui/Breadcrumbs'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import type { Route } from './+types/services-filter'
import { telHref } from '~/ui/phone'

export async function loader({ request }: Route.LoaderArgs) {
  const [answer, options, page] = await Promise.all([findServices(new URLSearchParams(visitorSearch(request))), finderOptions(), loadQuery(request, servicesFilterPageQuery)])
  if (!answer.ok) throw badRequest(answer.message)
  // The form needs only the radii from the options: its choices and their counts come with the result.
  return { result: forResultsPage(answer.result), radiiKm: options.radiiKm, page }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return []
  const { page, result } = loaderData
  const title = page?.seo?.title ?? page?.title ?? 'Find a service'
  return seoMeta({ title: result.activeFilters.length ? `${title}: ${result.total} found` : title, description: page?.seo?.description ?? page?.intro }, rootSeoDefaults(matches))
}

export default function ServicesFilter({ loaderData: { result, radiiKm, page } }: Route.ComponentProps) {
  const settings = useSiteSettings()
  const navigation = useNavigation()
  const phone = settings?.contact?.phone
  const { total, pageCount, query } = result
  return (
    <div className="page container finder">
      <Breadcrumbs trail={[{ title: 'Services', href: '/services' }]} current={page?.title ?? 'Find a service'} />
      <PageHeader title={page?.title ?? 'Find a service'} lead={page?.intro} />
      <div className="finder__layout">
        <FinderForm key={finderHref(query)} result={result} radiiKm={radiiKm} />
        <section aria-labelledby="finder-results" className="finder__results" aria-busy={navigation.state === 'loading'}>
          <h2 id="finder-results" className="finder__count" aria-live="polite">
            {total === 1 ? '1 service found' : `${total} services found`}
          </h2>
          {result.activeFilters.length ? (
            <div className="active-filters">
              <p className="active-filters__title">You chose:</p>
              <ul role="list" className="active-filters__list">
                {result.activeFilters.map((filter) => (
                  <li key={filter.filter + filter.label}>
                    <Link to={filter.removeHref} className="active-filters__remove" preventScrollReset>
                      {filter.label} <span className="visually-hidden">(remove this filter, {filter.totalWithout} services)</span>
                      <span aria-hidden="true"> ×</span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to="/services/filter">Clear all filters</Link>
            </div>
          ) : null}
          {result.withoutCoordinates ? (
            <p className="field__hint">
              {result.withoutCoordinates === 1 ? '1 service that comes to you or works online is' : `${result.withoutCoordinates} services that come to you or work online are`} not
              shown because distance does not apply to them.{' '}
              <Link to={finderHref({ ...query, place: undefined, sort: 'title', page: 1 })}>Show services without a distance</Link>.
            </p>
          ) : null}
          {total ? (
            <ServiceResults hits={result.hits} />
          ) : (
            <div className="no-results">
              <p>No services match all of your choices.</p>
              {result.loosen.length ? (
                <>
                  <p>You could try:</p>
                  <ul>
                    {result.loosen.map((change) => (
                      <li key={change.href}>
                        <Link to={change.href}>{change.label}</Link> ({change.total === 1 ? '1 service' : `${change.total} services`})
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {phone ? (
                <p>
                  Or call us on <a href={telHref(phone)}>{phone}</a> and we will help you find the right support.
                </p>
              ) : null}
            </div>
          )}
          <Pagination page={query.page} pageCount={pageCount} href={(number) => finderHref({ ...query, page: number })} label="Pages of results" />
        </section>
      </div>
    </div>
  )
}
