import { data, Form, href, Link } from 'react-router'
import { loadQuery, withEditLinks } from '~/content/load.server'
import { searchSettingsQuery } from '~/content/queries/search'
import { NoResults } from '~/search/NoResults'
import { PopularServices } from '~/search/PopularServices'
import { SearchCombobox } from '~/search/SearchCombobox'
import { SearchResults } from '~/search/SearchResults'
import { CrisisHelp } from '~/search/reading-ui/CrisisHelp'
import { LanguageHelpNotice } from '~/search/reading-ui/LanguageHelpNotice'
import { ReadingNotice } from '~/search/reading-ui/ReadingNotice'
import { READING_SOURCE_TYPES, type Reading } from '~/search/understanding/understanding'
import { readingOnly, searchPage } from '~/search/search-page.server'
import { parseSearchRequest, searchHref } from '~/search/search-request'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { useSiteSettings } from '~/content/site-settings'
import { PageHeader } from '~/ui/PageHeader'
import type { Route } from './+types/search'

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseSearchRequest(new URL(request.url).searchParams)
  // What the site read in the words, shown above everything (with edit links in preview, as the results).
  const readingForPage = (reading: Reading) => withEditLinks(request, reading, { optionTypes: READING_SOURCE_TYPES })
  if (!parsed.ok) {
    // A search the page cannot run (too long, a wrong kind) still answers a crisis in its words.
    const [settings, reading] = await Promise.all([
      loadQuery(request, searchSettingsQuery),
      readingOnly(parsed.q).then(readingForPage),
    ])
    return data(
      { settings, q: parsed.q, page: 1, problem: parsed.problem, view: null, firstPage: null, reading },
      { status: 400 },
    )
  }
  const { q, page, wordsOnly } = parsed.request
  const [settings, { reading, view }] = await Promise.all([
    loadQuery(request, searchSettingsQuery),
    searchPage(parsed.request),
  ])
  if (view?.kind === 'page-out-of-range') {
    const problem = `There ${view.pageCount === 1 ? 'is only 1 page' : `are only ${view.pageCount} pages`} of results for this search.`
    return data(
      {
        settings,
        q,
        page,
        problem,
        view: null,
        firstPage: searchHref({ q, type: view.type, wordsOnly }),
        reading: await readingForPage(reading),
      },
      { status: 400 },
    )
  }
  const [viewWithLinks, readingWithLinks] = await Promise.all([withEditLinks(request, view), readingForPage(reading)])
  return data(
    { settings, q, page, problem: null, view: viewWithLinks, firstPage: null, reading: readingWithLinks },
    { status: 200 },
  )
}

/**
 * Search terms stay out of the title: titles go to the browser's history, to shared screens and to
 * the tag manager's page views, and a search can say a lot about the person who made it.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const title = !loaderData.q
    ? (loaderData.settings?.title ?? 'Search')
    : loaderData.page > 1
      ? `Search results, page ${loaderData.page}`
      : 'Search results'
  // Results pages are never indexed; the search page itself as the CMS says (SEO 'noIndex').
  return seoMeta(
    {
      title,
      description: loaderData.settings?.seo?.description ?? loaderData.settings?.intro,
      noIndex: Boolean(loaderData.q) || loaderData.settings?.seo?.noIndex,
    },
    rootSeoDefaults(matches),
  )
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { settings, q, problem, view, reading } = loaderData
  const site = useSiteSettings()
  const popularServices = settings?.popularServices ?? []
  return (
    <div className="page container search-page">
      <PageHeader title={q ? 'Search results' : (settings?.title ?? 'Search')} lead={q ? null : settings?.intro} />
      <CrisisHelp lines={reading.crisisLines} />
      <LanguageHelpNotice help={reading.language} />
      {problem ? (
        <div className="search-problem" role="alert" data-results-summary="">
          <h2 className="search-problem__title">There is a problem</h2>
          <p>{problem}</p>
          {loaderData.firstPage ? (
            <p>
              <Link to={loaderData.firstPage}>Go to the first page of results</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <Form
        role="search"
        aria-label="Search this site"
        action={href('/search')}
        method="get"
        autoComplete="off"
        className="search-form"
      >
        <label htmlFor="search-page-q" className="search-form__label">
          Search for
        </label>
        <div className="search-form__row">
          <SearchCombobox
            id="search-page-q"
            label="Search for"
            defaultValue={q}
            inputClassName="search-form__input"
            labelled
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </Form>
      {view ? <ReadingNotice needs={reading.needs} wordsOnlyHref={searchHref({ q, wordsOnly: true })} /> : null}
      {view?.kind === 'results' ? <SearchResults view={view} /> : null}
      {view?.kind === 'no-results' ? (
        <NoResults
          q={q}
          spellingSuggestion={view.spellingSuggestion}
          popularServices={popularServices}
          contact={site?.contact}
        />
      ) : null}
      {!q && !problem ? <PopularServices services={popularServices} /> : null}
    </div>
  )
}
