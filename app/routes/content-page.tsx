import { Link, redirect } from 'react-router'
import { loadQuery } from '~/content/load.server'
import { pageByPathQuery } from '~/content/queries/pages'
import { sameSitePath } from '~/http/same-site-path'
import { normalizePath } from '~/redirects/redirect-table'
import { noRouteMatches } from '~/http/errors'
import { visitorPath, visitorSearch } from '~/http/request-path'
import { documentMeta } from '~/shell/seo'
import { breadcrumbJsonLd } from '~/structured-data/breadcrumbs.server'
import { faqJsonLd } from '~/structured-data/faq.server'
import { pageJsonLd } from '~/structured-data/page.server'
import { Breadcrumbs, type Crumb } from '~/ui/Breadcrumbs'
import { PageHeader } from '~/ui/PageHeader'
import { sectionsForHydration } from '~/sections/html-only.server'
import { withServiceLists } from '~/sections/service-lists.server'
import { PageSections } from '~/sections/PageSections'
import { LanguageList } from '~/sections/LanguageList'
import { languagesOnPage } from '~/sections/languages-on-page'
import type { Route } from './+types/content-page'
import { contentPagePath } from '~/content/links'

/** Content pages nest up to three levels: /{parent slug}/{ancestor slug}/{slug}. */
const MAX_DEPTH = 3

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const requested = `/${params['*']}`
  const canonical = normalizePath(requested)
  const segments = canonical.split('/').filter(Boolean)
  if (!segments.length || segments.length > MAX_DEPTH) throw noRouteMatches(request)
  const page = await loadQuery(request, pageByPathQuery, {
    slug: segments[segments.length - 1],
    path: segments.join('/'),
  })
  if (!page) throw noRouteMatches(request)
  // One address per page: /About-Us/ and /about-us// go to /about-us.
  if (visitorPath(request) !== canonical) throw redirect(sameSitePath(canonical + visitorSearch(request)), 301)
  const jsonLd = await pageJsonLd(request, context, (site, url) => [
    breadcrumbJsonLd(site, pageTrail(page), { title: page.title, url }),
    faqJsonLd(page.sections),
  ])
  return {
    page: { ...page, sections: sectionsForHydration(await withServiceLists(request, page.sections), context) },
    jsonLd,
    // Before sectionsForHydration, which leaves html-only sections' languages out of the data.
    languages: languagesOnPage(page.sections),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => documentMeta(loaderData.page, matches)

/** The page's ancestors, outermost first. */
function pageTrail(page: { ancestors: ReadonlyArray<{ title: string | null; path: string | null }> }): Crumb[] {
  return page.ancestors.flatMap((ancestor) =>
    ancestor.path ? [{ title: ancestor.title, href: contentPagePath(ancestor.path) }] : [],
  )
}

export default function ContentPage({ loaderData: { page, languages } }: Route.ComponentProps) {
  const startsWithHero = page.sections?.[0]?._type === 'heroSection'
  return (
    <article className="page page--content">
      <div className="container">
        <Breadcrumbs trail={pageTrail(page)} current={page.title} />
        {startsWithHero ? null : <PageHeader title={page.title} lead={page.summary} />}
      </div>
      <LanguageList languages={languages} />
      <PageSections sections={page.sections} />
      {page.children.length ? (
        <nav aria-labelledby="in-this-section" className="section">
          <h2 id="in-this-section">In this section</h2>
          <ul className="card-grid" role="list">
            {page.children.map((child) => (
              <li key={child._id} className="card">
                <h3 className="card__title">
                  {child.path ? (
                    <Link to={contentPagePath(child.path)} className="card__link">
                      {child.title}
                    </Link>
                  ) : (
                    child.title
                  )}
                </h3>
                {child.summary ? <p>{child.summary}</p> : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  )
}
