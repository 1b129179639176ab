import { LocalContentSource } from '~/content/source/local.server'

export interface ExpectedPage {
  path: string
  title: string
}

/** Every published page of the content types issue 3 covers, with the title its page must carry. */
export async function publishedContentPages(): Promise<ExpectedPage[]> {
  const source = await LocalContentSource.open('dataset/bundled', { watchForChanges: false })
  const pages = await source.fetch<ExpectedPage[]>(
    `*[_type in ["page", "article", "campaign", "openRole", "policy"] && defined(slug.current)]{
      "title": coalesce(seo.title, title),
      "path": select(
        _type == "page" => "/" + array::join(array::compact([parent->parent->slug.current, parent->slug.current, slug.current]), "/"),
        _type == "article" => "/articles/" + slug.current,
        _type == "campaign" => "/campaigns/" + slug.current,
        _type == "openRole" => "/work-with-us/careers/open-roles/" + slug.current,
        _type == "policy" => "/policies-and-statements/" + slug.current
      )
    }`,
    {},
    'published',
  )
  const listings = await source.fetch<ExpectedPage[]>(
    `[
      { "path": "/articles", "title": *[_id == "articlesSettings"][0].title },
      { "path": "/work-with-us/careers/open-roles", "title": *[_id == "careersSettings"][0].title }
    ]`,
    {},
    'published',
  )
  await source.close()
  return [...pages, ...listings]
}

/** Paths that exist only as drafts, or that belong to hidden, deleted or inactive documents. */
export async function unpublishedPaths(): Promise<string[]> {
  const source = await LocalContentSource.open('dataset/bundled', { watchForChanges: false })
  const published = new Set((await source.fetch<string[]>('*[defined(slug.current)]._id', {}, 'published')).map(String))
  const draftOnly = await source.fetch<Array<{ _id: string; _type: string; slug: string }>>(
    '*[defined(slug.current)]{ _id, _type, "slug": slug.current }',
    {},
    'drafts',
  )
  await source.close()
  const prefix: Record<string, string> = {
    article: '/articles/',
    page: '/',
    campaign: '/campaigns/',
    policy: '/policies-and-statements/',
  }
  return draftOnly
    .filter((document) => !published.has(document._id) && prefix[document._type])
    .map((document) => `${prefix[document._type]}${document.slug}`)
}
