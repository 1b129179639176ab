import { useMemo } from 'react'
import { data, useLocation } from 'react-router'
import { paginate, parsePageNumber } from '~/ui/pagination/pages'
import { loadQuery } from '~/content/load.server'
import { locationsListQuery } from '~/content/queries/locations'
import { LocationCard } from '~/locations/LocationCard'
import { LocationsMap } from '~/locations/LocationsMap'
import { LocationsSearchForm } from '~/locations/LocationsSearchForm'
import { locationsFor, parseLocationsSearch } from '~/locations/locations-search'
import { mapMarkers } from '~/locations/map-markers'
import { mapTiles } from '~/locations/map-tiles.server'
import { servicesIndex } from '~/services/services-index.server'
import { openingStatusHeaders, withPlaceHours } from '~/opening-hours/schedule.server'
import { badRequest, pageNotFound } from '~/http/errors'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { ErrorSummary } from '~/ui/form/ErrorSummary'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import type { Route } from './+types/locations'

/** SPEC section 2: the locations listing. */
const LOCATIONS_PATH = '/locations'
/**
 * Locations a page. Each card carries its opening status and the week's hours as a table (issue 35),
 * about 3 KB with its loader data: ten keep every list within 60 KB of HTML for a slow phone (twelve
 * took a search near a place over it); a search near a place puts the nearest first, and the map shows
 * the same ones. Decision 0012.
 */
const LOCATIONS_PER_PAGE = 10

export async function loader({ request }: Route.LoaderArgs) {
  const now = Date.now()
  const [list, index] = await Promise.all([loadQuery(request, locationsListQuery), servicesIndex()])
  const searchParams = new URL(request.url).searchParams
  const page = parsePageNumber(searchParams.get('page'))
  if (page === undefined) throw badRequest('The page number must be a whole number, starting from 1.')
  const parsed = parseLocationsSearch(searchParams, index)
  if (!parsed.ok) throw badRequest(parsed.message)
  const { state, place, openNow, weekends } = parsed.search
  const placeProblem = parsed.placeProblem ?? null
  const open = await index.opening.openAt(now)
  const found = locationsFor(
    list.locations.map((location) => ({ ...location, serviceCount: index.servicesAt.get(location._id)?.length ?? 0 })),
    parsed.search,
    open.locations,
  )
  const shown = paginate(found, page, LOCATIONS_PER_PAGE)
  if (!shown) throw pageNotFound(request)
  const locations = await withPlaceHours(shown.items, now)
  // A place the gazetteer could not settle: the same form again, its message beside the field (422, as the finder does).
  return data(
    {
      placeProblem,
      settings: list.settings,
      states: index.options.states,
      search: {
        state,
        near: place?.kind === 'place' ? place.name : '',
        coordinates: place?.kind === 'coordinates' ? { latitude: place.latitude, longitude: place.longitude } : null,
        openNow,
        weekends,
      },
      stateName: index.options.states.find((option) => option.value === state)?.label,
      placeLabel: place?.label,
      total: found.length,
      locations,
      page: shown.page,
      pageCount: shown.pageCount,
      tiles: mapTiles(),
    },
    {
      status: placeProblem ? 422 : 200,
      headers: openingStatusHeaders(
        locations.map((location) => location.hours),
        now,
        parsed.search.openNow ? open.until : null,
      ),
    },
  )
}

/** Shared only until the first status shown changes. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { settings, stateName, placeLabel, placeProblem } = loaderData
  const title = [
    settings?.seo?.title ?? settings?.title ?? 'Our locations',
    stateName,
    loaderData.search.openNow ? 'open now' : null,
    loaderData.search.weekends ? 'open on weekends' : null,
    placeLabel ? `near ${placeLabel}` : null,
    loaderData.page > 1 ? `page ${loaderData.page}` : null,
  ]
    .filter(Boolean)
    .join(', ')
  // GOV.UK's 'Error: ' before the title; never what the visitor typed.
  return seoMeta(
    {
      title: placeProblem ? `Error: ${title}` : title,
      description: settings?.seo?.description ?? settings?.intro,
      noIndex: settings?.seo?.noIndex,
      // A state and a page number make a list of their own; a place the visitor typed does not.
      canonicalQuery: [
        ['state', loaderData.search.state],
        ['page', loaderData.page > 1 ? loaderData.page : null],
      ],
    },
    rootSeoDefaults(matches),
  )
}

function resultsWords(
  count: number,
  stateName: string | undefined,
  placeLabel: string | undefined,
  opening: { openNow: boolean; weekends: boolean } = { openNow: false, weekends: false },
) {
  const found = count === 1 ? '1 location' : `${count} locations`
  const when = [
    opening.openNow ? ' open now' : '',
    opening.weekends ? `${opening.openNow ? ' and' : ''} open on weekends` : '',
  ].join('')
  const where = stateName ? ` in ${stateName}` : ''
  const order = placeLabel ? `, nearest to ${placeLabel} first` : ''
  return `${found}${when}${where}${order}`
}

/** The same search on another page. */
function pageHref(query: string, page: number): string {
  const search = new URLSearchParams(query)
  search.delete('page')
  if (page > 1) search.set('page', String(page))
  const text = search.toString()
  return `${LOCATIONS_PATH}${text ? `?${text}` : ''}`
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { settings, states, search, stateName, placeLabel, placeProblem, locations, total, page, pageCount, tiles } =
    loaderData
  const markers = useMemo(() => mapMarkers(locations, { linked: true }), [locations])
  const { search: query } = useLocation()
  return (
    <div className="page container">
      <PageHeader title={settings?.title ?? 'Our locations'} lead={settings?.intro} />
      {placeProblem ? <ErrorSummary errors={[{ fieldId: 'locations-near', message: placeProblem.message }]} /> : null}
      <LocationsSearchForm
        key={query}
        path={LOCATIONS_PATH}
        states={states}
        values={search}
        placeProblem={placeProblem}
      />
      {placeProblem ? null : (
        <>
          <p className="results-count" role="status">
            {resultsWords(total, stateName, placeLabel, search)}
            {pageCount > 1 ? ` (page ${page} of ${pageCount})` : null}
          </p>
          <div className="locations-layout">
            {locations.length ? (
              <ul role="list" className="locations-list">
                {locations.map((location) => (
                  <li key={location._id}>
                    <LocationCard location={location} from={placeLabel} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                {search.openNow || search.weekends
                  ? 'None of our locations here is open at those times. Many of our services come to you or work by phone: try without the opening hours, or call us.'
                  : `We have no locations in ${stateName ?? 'this area'} yet. Many of our services come to you or work by phone: choose another state or call us.`}
              </p>
            )}
            <LocationsMap
              markers={markers}
              tiles={tiles}
              headingId="locations-map"
              heading="Map of these locations"
              label={`Map of ${resultsWords(markers.length, stateName, undefined)}${pageCount > 1 ? ` on this page` : ''}. Each location is also listed with its address and link.`}
            />
          </div>
          <Pagination
            page={page}
            pageCount={pageCount}
            href={(number) => pageHref(query, number)}
            label="Pages of locations"
          />
        </>
      )}
    </div>
  )
}
