import { Link } from 'react-router'

interface Props {
  page: number
  pageCount: number
  /** The address of a page, from 1. */
  href: (page: number) => string
  /** What is paged, for the navigation's name: "Pages of results". */
  label: string
}

/** Numbers shown around the current page; the first and last pages are always shown. */
const AROUND = 2

function shownPages(page: number, pageCount: number): Array<number | 'gap'> {
  const shown: Array<number | 'gap'> = []
  for (let number = 1; number <= pageCount; number += 1) {
    if (number === 1 || number === pageCount || Math.abs(number - page) <= AROUND) shown.push(number)
    else if (shown.at(-1) !== 'gap') shown.push('gap')
  }
  return shown
}

/** Previous and next links with page numbers, GOV.UK style; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, href, label }: Props) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="pagination">
      <ul role="list" className="pagination__list">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              Previous page
            </Link>
          </li>
        ) : null}
        {shownPages(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link to={href(number)} aria-current={number === page ? 'page' : undefined} aria-label={`Page ${number}`}>
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              Next page
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
