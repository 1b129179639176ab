import { Link } from 'react-router'
import { formatCount } from '~/ui/numbers'
import { Pagination } from '~/ui/Pagination'
import { Highlighted } from './Highlighted'
import { countOf, resultType } from './result-types'
import { PER_PAGE, type ResultGroup, type ResultsView } from './results-view'
import { searchHref } from './search-request'

type Results = Extract<ResultsView, { kind: 'results' }>

/** The results of a search: how many, a filter by kind with counts, the groups of results and pages. */
export function SearchResults({ view }: { view: Results }) {
  const { q, type, total, allWords, near, filter, groups, page, pageCount } = view
  return (
    <>
      <p className="results-count" role="status" data-results-summary="">
        {total === 1 ? '1 result' : `${formatCount(total)} results`} for ‘{q}’
        {pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}
      </p>
      {allWords ? null : (
        <p className="search-partial">No page has all of your words, so these results have some of them.</p>
      )}
      {near ? (
        <p className="search-near">
          Services and locations near {near} come first among those that fit your words as well.
        </p>
      ) : null}
      <nav aria-label="Filter results by kind" className="filter-links">
        <ul role="list" className="filter-links__list">
          {filter.map((option) => (
            <li key={option.key ?? 'all'}>
              <Link to={option.href} aria-current={option.current ? 'page' : undefined} className="filter-links__link">
                {option.label} <span className="filter-links__count">({formatCount(option.count)})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <ResultGroupSection
          key={group.key}
          group={group}
          grouped={type === null}
          q={q}
          firstNumber={(page - 1) * PER_PAGE + 1}
        />
      ))}
      {type ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          href={(number) => searchHref({ q, type, page: number })}
          label="Pages of results"
        />
      ) : null}
    </>
  )
}

function ResultGroupSection({
  group,
  grouped,
  q,
  firstNumber,
}: {
  group: ResultGroup
  grouped: boolean
  q: string
  firstNumber: number
}) {
  const kind = resultType(group.key)
  const headingId = `results-${group.key}`
  return (
    <section aria-labelledby={headingId} className="search-group">
      <h2 id={headingId} className="search-group__heading">
        {group.label} <span className="search-group__count">({formatCount(group.count)})</span>
      </h2>
      {group.items.length ? (
        <ol className="search-results" start={grouped ? undefined : firstNumber}>
          {group.items.map((item) => (
            <li key={item.id} className="search-result">
              <h3 className="search-result__title">
                <Link to={item.href}>
                  <Highlighted segments={item.title} />
                </Link>
              </h3>
              {item.detail ? <p className="search-result__detail">{item.detail}</p> : null}
              {item.snippet ? (
                <p className="search-result__snippet">
                  <Highlighted segments={item.snippet} />
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>
          No {kind?.many ?? 'results'} match ‘{q}’. <Link to={searchHref({ q })}>See every kind of result</Link>.
        </p>
      )}
      {grouped && kind && group.count > group.items.length ? (
        <p className="search-group__more">
          <Link to={group.href}>See all {countOf(kind, group.count)}</Link>
        </p>
      ) : null}
    </section>
  )
}
