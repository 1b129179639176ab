import { href, Link } from 'react-router'
import { formatDate } from './dates'
import type { PageImage } from '~/content/images'
import { SanityImage } from './SanityImage'

export interface ArticleCardFields {
  _id: string
  title: string | null
  slug: string | null
  summary: string | null
  publishedAt: string | null
  category: { title: string | null; slug: string | null } | null
  image: PageImage | null
}

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleCardFields; headingLevel?: 2 | 3 }) {
  if (!article.slug) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card article-card">
      <SanityImage image={article.image} width={400} shape="landscape" fixed className="card__image" decorative />
      {article.category?.title ? <p className="article-card__category">{article.category.title}</p> : null}
      <Heading className="card__title">
        <Link to={href('/articles/:slug', { slug: article.slug })} className="card__link">
          {article.title}
        </Link>
      </Heading>
      {article.publishedAt ? (
        <time dateTime={article.publishedAt} className="article-card__date">
          {formatDate(article.publishedAt)}
        </time>
      ) : null}
      {article.summary ? <p>{article.summary}</p> : null}
    </article>
  )
}
