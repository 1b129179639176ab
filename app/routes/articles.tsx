import { Link } from 'react-router'
import { paginate, parsePageNumber } from '~/ui/pagination/pages'
import { loadQuery } from '~/content/load.server'
import { articlesListQuery } from '~/content/queries/articles'
import { badRequest, pageNotFound } from '~/http/errors'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { titleOfParts } from '~/lib/titles/page-title'
import { ArticleCard } from '~/ui/ArticleCard'
import { PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import type { Route } from './+types/articles'
import { articlesListPath } from '~/content/links'

const DEFAULT_PER_PAGE = 9

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams
  const category = search.get('category') || null
  const page = parsePageNumber(search.get('page'))
  if (page === undefined) throw badRequest('The page number must be a whole number, starting from 1.')
  const list = await loadQuery(request, articlesListQuery, { category })
  if (category && !list.categories.some((option) => option.slug === category)) throw pageNotFound(request)
  const shown = paginate(list.articles, page, list.settings?.perPage ?? DEFAULT_PER_PAGE)
  if (!shown) throw pageNotFound(request)
  return { settings: list.settings, categories: list.categories, category, ...shown, total: list.articles.length }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { settings, categories, category, page } = loaderData
  const categoryTitle = categories.find((option) => option.slug === category)?.title
  const title = titleOfParts(
    settings?.seo?.title ?? settings?.title ?? 'Articles',
    categoryTitle,
    page > 1 && `Page ${page}`,
  )
  return seoMeta(
    {
      title,
      description: settings?.seo?.description ?? settings?.intro,
      noIndex: settings?.seo?.noIndex,
      // A category and a page number each make a list of their own (docs/decisions/0018-site-url-and-sitemap.md).
      canonicalQuery: [
        ['category', category],
        ['page', page > 1 ? page : null],
      ],
    },
    rootSeoDefaults(matches),
  )
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { settings, categories, category, items, page, pageCount, total } = loaderData
  return (
    <div className="page container">
      <PageHeader title={settings?.title ?? 'Articles'} lead={settings?.intro} />
      <nav aria-label="Article categories" className="filter-links">
        <ul role="list" className="filter-links__list">
          <li>
            <Link to={articlesListPath({})} aria-current={category ? undefined : 'page'} className="filter-links__link">
              All
            </Link>
          </li>
          {categories.map((option) => (
            <li key={option._id}>
              <Link
                to={articlesListPath({ category: option.slug })}
                aria-current={option.slug === category ? 'page' : undefined}
                className="filter-links__link"
              >
                {option.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="results-count" role="status">
        {total === 1 ? '1 article' : `${total} articles`}
        {pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}
      </p>
      {items.length ? (
        <ul className="card-grid" role="list">
          {items.map((article) => (
            <li key={article._id}>
              <ArticleCard article={article} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : (
        <p>There are no articles in this category yet.</p>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        href={(number) => articlesListPath({ category, page: number })}
        label="Pages of articles"
      />
    </div>
  )
}
