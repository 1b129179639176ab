import { href, Link } from 'react-router'
import { loadQuery } from '~/content/load.server'
import { PortableText } from '~/ui/PortableText'
import { articleBySlugQuery } from '~/content/queries/articles'
import { pageNotFound } from '~/http/errors'
import { documentMeta } from '~/shell/seo'
import { ArticleCard } from '~/ui/ArticleCard'
import { articleJsonLd } from '~/structured-data/article.server'
import { breadcrumbJsonLd } from '~/structured-data/breadcrumbs.server'
import { siteImageUrl } from '~/structured-data/nodes.server'
import { pageJsonLd } from '~/structured-data/page.server'
import { Breadcrumbs } from '~/ui/Breadcrumbs'
import { RelativeTime } from '~/ui/RelativeTime'
import { SanityImage } from '~/ui/SanityImage'
import type { Route } from './+types/article'
import { articlesListPath } from '~/content/links'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const article = await loadQuery(request, articleBySlugQuery, { slug: params.slug })
  if (!article) throw pageNotFound(request)
  const jsonLd = await pageJsonLd(request, context, (site, url) => [
    articleJsonLd(site, { ...article, updatedAt: article._updatedAt }, url, siteImageUrl(site, article.image)),
    breadcrumbJsonLd(site, ARTICLE_TRAIL, { title: article.title, url }),
  ])
  return { article, jsonLd }
}

const ARTICLE_TRAIL = [{ title: 'News and stories', href: href('/articles') }]

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { article } = loaderData
  return documentMeta(article, matches, {
    publishedTime: article.publishedAt,
    modifiedTime: article._updatedAt,
    section: article.category?.title,
  })
}

export default function Article({ loaderData: { article } }: Route.ComponentProps) {
  const related = article.related.length ? article.related : article.sameCategory
  return (
    <div className="page container">
      <Breadcrumbs trail={ARTICLE_TRAIL} current={article.title} />
      <article className="article">
        <header className="page-header">
          {article.category?.slug ? (
            <p className="article__category">
              <Link to={articlesListPath({ category: article.category.slug })}>{article.category.title}</Link>
            </p>
          ) : null}
          <h1>{article.title}</h1>
          {article.summary ? <p className="page-header__lead">{article.summary}</p> : null}
          <p className="article__byline">
            {article.author?.name ? (
              <>
                By {article.author.name}
                {article.author.role ? `, ${article.author.role}` : ''}
                {' · '}
              </>
            ) : null}
            {article.publishedAt ? <RelativeTime dateTime={article.publishedAt} /> : null}
          </p>
        </header>
        <SanityImage image={article.image} width={960} shape="landscape" className="article__image" priority />
        <div className="prose">
          <PortableText value={article.body} />
        </div>
      </article>
      {related.length ? (
        <aside aria-labelledby="related-articles" className="related">
          <h2 id="related-articles">Related articles</h2>
          <ul className="card-grid" role="list">
            {related.map((item) => (
              <li key={item._id}>
                <ArticleCard article={item} />
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </div>
  )
}
