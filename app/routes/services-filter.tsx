import { data, href, Link, useNavigation } from 'react-router'
import { loadQuery, withEditLinks } from '~/content/load.server'
import { servicesFilterPageQuery } from '~/content/queries/services-pages'
import { FINDER_ANSWER_ID, FinderForm } from '~/finder/FinderForm'
import { forResultsPage } from '~/finder/result-cards'
import { ServiceResults } from '~/finder/ServiceResults'
import { finderHref } from '~/services/finder-query'
import { serviceCount } from '~/services/service-count'
import { finderOptions, findServices } from '~/finder/finder.server'
import { badRequest } from '~/http/errors'
import { visitorSearch } from '~/http/request-path'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { absoluteUrl } from '~/lib/addresses/site-url'
import { InterpreterLine } from '~/trust/InterpreterLine'
import { useSiteSettings } from '~/content/site-settings'
import { breadcrumbJsonLd } from '~/structured-data/breadcrumbs.server'
import { pageJsonLd } from '~/structured-data/page.server'
import { Breadcrumbs } from '~/ui/Breadcrumbs'
import { ErrorSummary } from '~/ui/form/ErrorSummary'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { CrisisHelp } from '~/search/reading-ui/CrisisHelp'
import { LanguageHelpNotice } from '~/search/reading-ui/LanguageHelpNotice'
import { READING_SOURCE_TYPES } from '~/search/understanding/understanding'
import type { Route } from './+types/services-filter'
import { openingStatusHeaders } from '~/opening-hours/schedule.server'
import { telHref } from '~/ui/phone'

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = Date.now()
  const [answer, options, page] = await Promise.all([
    findServices(new URLSearchParams(visitorSearch(request)), { now }),
    finderOptions(),
    loadQuery(request, servicesFilterPageQuery),
  ])
  if (!answer.ok) throw badRequest(answer.message)
  // The form needs only the radii from the options: its choices and their counts come with the result.
  // A crisis or another language in the words is answered first, above the form and the results.
  const help = await withEditLinks(
    request,
    { crisisLines: answer.reading?.crisisLines ?? [], language: answer.reading?.language ?? null },
    { optionTypes: READING_SOURCE_TYPES },
  )
  const result = await withEditLinks(request, forResultsPage(answer.result), { optionTypes: FINDER_OPTION_TYPES })
  // The trail shown, never the visitor's answers: the page's own title at its address without the query.
  const jsonLd = await pageJsonLd(request, context, (site) => [
    breadcrumbJsonLd(site, FILTER_TRAIL, {
      title: page?.title ?? FILTER_TITLE,
      url: absoluteUrl(site.siteUrl, href('/services/filter')),
    }),
  ])
  const found = { result, radiiKm: options.radiiKm, page, placeProblem: answer.placeProblem ?? null, help, jsonLd }
  // A place the gazetteer could not settle: the same form again, its message beside the field (422, as a booking form with errors).
  // 'Open now' (its results and its count) holds until a place opens or closes.
  return data(found, {
    status: answer.placeProblem ? 422 : 200,
    headers: openingStatusHeaders([], now, answer.openNowUntil ?? null),
  })
}

/** The documents the finder's options and their labels come from (services-index.ts). */
const FINDER_OPTION_TYPES = ['category', 'support', 'audience', 'expertise', 'servicesSettings']

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { page, result, placeProblem } = loaderData
  const title = page?.seo?.title ?? page?.title ?? 'Find a service'
  // GOV.UK's 'Error: ' before the title; never what the visitor typed.
  const titled = placeProblem
    ? `Error: ${title}`
    : result.activeFilters.length
      ? `${title}: ${result.total} found`
      : title
  return seoMeta(
    { title: titled, description: page?.seo?.description ?? page?.intro, noIndex: page?.seo?.noIndex },
    rootSeoDefaults(matches),
  )
}

const FILTER_TRAIL = [{ title: 'Services', href: href('/services') }]
const FILTER_TITLE = 'Find a service'

export default function ServicesFilter({
  loaderData: { result, radiiKm, page, placeProblem, help },
}: Route.ComponentProps) {
  const settings = useSiteSettings()
  const navigation = useNavigation()
  const phone = settings?.contact?.phone
  const { total, pageCount, query } = result
  const searched = result.activeFilters.length > 0
  return (
    <div className="page container finder">
      <Breadcrumbs trail={FILTER_TRAIL} current={page?.title ?? FILTER_TITLE} />
      {/* After a search the results come first on a phone: the introduction makes way for them. */}
      <PageHeader title={page?.title ?? 'Find a service'} lead={searched ? undefined : page?.intro} />
      <CrisisHelp lines={help.crisisLines} />
      <LanguageHelpNotice help={help.language} />
      {placeProblem ? (
        <ErrorSummary id={FINDER_ANSWER_ID} errors={[{ fieldId: 'finder-near', message: placeProblem.message }]} />
      ) : null}
      <div className="finder__layout" id={placeProblem ? undefined : FINDER_ANSWER_ID}>
        {/* After a search the questions fold away on a phone, a tap from the results; wide screens always show them (services.css). */}
        <details key={finderHref(query)} className="finder-filters" open={!searched || Boolean(placeProblem)}>
          <summary className="finder-filters__summary">Change your answers</summary>
          <FinderForm result={result} radiiKm={radiiKm} placeProblem={placeProblem} />
        </details>
        {placeProblem ? null : (
          <section
            aria-labelledby="finder-results"
            className="finder__results"
            aria-busy={navigation.state === 'loading'}
          >
            <h2 id="finder-results" className="finder__count" aria-live="polite" data-results-summary="">
              {total === 1 ? '1 service found' : `${total} services found`}
            </h2>
            {result.activeFilters.length ? (
              <div className="active-filters">
                <p className="active-filters__title">You chose:</p>
                <ul role="list" className="active-filters__list">
                  {result.activeFilters.map((filter) => (
                    <li key={filter.filter + filter.label}>
                      <Link
                        to={filter.removeHref}
                        className="active-filters__remove"
                        preventScrollReset
                        aria-label={`Remove filter: ${filter.label}, ${serviceCount(filter.totalWithout)} without it`}
                      >
                        {filter.label}
                        <span aria-hidden="true"> ×</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link to={href('/services/filter')}>Clear all filters</Link>
              </div>
            ) : null}
            {result.withoutCoordinates ? (
              <p className="field__hint">
                {result.withoutCoordinates === 1
                  ? '1 service that comes to you or works online is'
                  : `${result.withoutCoordinates} services that come to you or work online are`}{' '}
                not shown because distance does not apply to them.{' '}
                <Link to={finderHref({ ...query, place: undefined, sort: 'title', page: 1 })}>
                  Show services without a distance
                </Link>
                .
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
                          <Link to={change.href}>{change.label}</Link> ({serviceCount(change.total)})
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
                <InterpreterLine phone={phone} compact />
              </div>
            )}
            <Pagination
              page={query.page}
              pageCount={pageCount}
              href={(number) => finderHref({ ...query, page: number })}
              label="Pages of results"
            />
          </section>
        )}
      </div>
    </div>
  )
}
