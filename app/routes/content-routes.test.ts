import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loader as articleLoader } from './article'
import { loader as articlesLoader } from './articles'
import { loader as contentPageLoader } from './content-page'
import { loader as openRoleLoader } from './open-role'
import { loader as openRolesLoader } from './open-roles'
import { loader as policyLoader } from './policy'

/** Loader arguments for a URL, with route params. */
function args<T>(url: string, params: Record<string, string> = {}): T {
  return {
    request: new Request(`http://localhost${url}`),
    params,
    context: new RouterContextProvider(),
  } as unknown as T
}

/** What a loader threw with data(message, { status }): its status and message. */
function failure(error: unknown) {
  const thrownData = error as { data?: unknown; init?: ResponseInit | null }
  return { status: thrownData.init?.status, message: thrownData.data }
}

async function thrown(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected the loader to throw')
}

describe('content page loader', () => {
  it('finds a page nested three levels deep by its full path', async () => {
    const { page } = await contentPageLoader(args('/about-us/leadership/board', { '*': 'about-us/leadership/board' }))
    expect(page.title).toBe('Our board')
    expect(page.ancestors.map((ancestor) => ancestor.path)).toEqual(['about-us', 'about-us/leadership'])
  })

  it('refuses a real slug under the wrong parent', async () => {
    const error = await thrown(() => contentPageLoader(args('/get-help/board', { '*': 'get-help/board' })))
    expect(failure(error)).toEqual({ status: 404, message: 'Page not found: /get-help/board' })
  })

  it('sends a differently written address to the one canonical path', async () => {
    const response = (await thrown(() => contentPageLoader(args('/About-Us/', { '*': 'About-Us/' })))) as Response
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about-us')
  })

  it('never serves a draft-only page', async () => {
    const error = await thrown(() =>
      contentPageLoader(args('/about-us/accessibility-roadmap', { '*': 'about-us/accessibility-roadmap' })),
    )
    expect(failure(error).status).toBe(404)
  })
})

describe('articles loaders', () => {
  it('lists articles newest first, paged by the CMS setting', async () => {
    const first = await articlesLoader(args('/articles'))
    expect(first.total).toBe(24)
    expect(first.items).toHaveLength(9)
    expect(first.pageCount).toBe(3)
    const dates = first.items.map((article) => article.publishedAt ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    const third = await articlesLoader(args('/articles?page=3'))
    expect(third.items).toHaveLength(6)
  })

  it('filters by category', async () => {
    const stories = await articlesLoader(args('/articles?category=stories'))
    expect(stories.items.length).toBeGreaterThan(0)
    expect(stories.items.every((article) => article.category?.slug === 'stories')).toBe(true)
  })

  it('answers 400 for a page number that is not one, and 404 past the end', async () => {
    const bad = await thrown(() => articlesLoader(args('/articles?page=abc')))
    expect(failure(bad)).toEqual({ status: 400, message: 'The page number must be a whole number, starting from 1.' })
    const past = await thrown(() => articlesLoader(args('/articles?page=4')))
    expect(failure(past)).toEqual({ status: 404, message: 'Page Not Found: /articles' })
  })

  it('an article has its author, date and related articles', async () => {
    const { article } = await articleLoader(args('/articles/using-your-ndis-plan', { slug: 'using-your-ndis-plan' }))
    expect(article.author?.name).toBeTruthy()
    expect(article.publishedAt).toBeTruthy()
    expect(article.related.length + article.sameCategory.length).toBeGreaterThan(0)
    expect(article.related.every((related) => related.slug)).toBe(true)
  })
})

describe('careers and policy loaders', () => {
  it('splits open roles from closed ones', async () => {
    const { open, closed } = await openRolesLoader(args('/work-with-us/careers/open-roles'))
    expect(open).toHaveLength(6)
    expect(closed).toHaveLength(2)
    expect(closed.every((role) => role.closed)).toBe(true)
  })

  it('a closed role says so', async () => {
    const { closed } = await openRolesLoader(args('/work-with-us/careers/open-roles'))
    const slug = closed[0]?.slug as string
    const role = await openRoleLoader(args(`/work-with-us/careers/open-roles/${slug}`, { slug }))
    expect(role.closed).toBe(true)
  })

  it('a policy comes with its downloadable file and review date', async () => {
    const { policy } = await policyLoader(args('/policies-and-statements/privacy-policy', { slug: 'privacy-policy' }))
    expect(policy.file?._id).toMatch(/^file-[a-f0-9]{40}-pdf$/)
    expect(policy.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
