import { imageValue, type ImageLibrary } from './assets/images'
import { envelope, ref, slug } from './documents'
import { ids } from './ids'
import { linkTo } from './links'
import { bullets, h2, linked, para, richText } from './portableText'
import type { SanityDocument } from './types'
import { type ArticleWords, articleWords } from './words/articles'

const DAY = 86_400_000

function articleBody(words: ArticleWords) {
  return richText(
    para(words.intro),
    h2(words.first.heading),
    para(words.first.text),
    bullets(...words.list),
    h2(words.second.heading),
    para(
      `${words.second.text} ${words.link.before}`,
      linked(words.link.text, linkTo(words.link.text, words.link.to)),
      words.link.after,
    ),
  )
}

/** The nearest articles in time from the same category, at most three. */
function relatedTo(words: ArticleWords) {
  const time = Date.parse(words.publishedAt)
  return articleWords
    .filter((other) => other.category === words.category && other.slug !== words.slug)
    .sort((a, b) => Math.abs(Date.parse(a.publishedAt) - time) - Math.abs(Date.parse(b.publishedAt) - time))
    .slice(0, words.slug.length % 2 === 0 ? 3 : 2)
}

export function articleDocument(words: ArticleWords, index: number, images: ImageLibrary): SanityDocument {
  const published = Date.parse(words.publishedAt)
  const image = images.get(words.image)
  return {
    ...envelope(ids.article(words.slug), 'article', {
      createdAt: published - 2 * DAY,
      updatedAt: published + (index % 4) * DAY,
    }),
    title: words.title,
    slug: slug(words.slug),
    category: ref(ids.articleCategory(words.category)),
    author: words.author,
    publishedAt: words.publishedAt,
    summary: words.summary,
    mainImage: imageValue(
      image,
      index % 6 === 5 ? undefined : image.altText,
      index % 3 === 0
        ? {
            hotspot: { x: 0.45, y: 0.55, width: 0.5, height: 0.5 },
            crop: { top: 0.05, bottom: 0.05, left: 0, right: 0.1 },
          }
        : {},
    ),
    body: articleBody(words),
    related: relatedTo(words).map((other) => ref(ids.article(other.slug))),
    ...(index % 4 === 0
      ? {
          seo: {
            _type: 'seo',
            title: words.title.slice(0, 70),
            description: words.summary.slice(0, 200),
            noIndex: false,
          },
        }
      : {}),
  }
}

export const buildArticles = (images: ImageLibrary) =>
  articleWords.map((words, index) => articleDocument(words, index, images))
