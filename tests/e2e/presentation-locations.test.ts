import PQueue from 'p-queue'
import { inject } from 'vitest'
import { presentedDocuments } from '../support/presentation-locations'
import { describe, expect, test as it } from './support/fixture'
import { PREVIEW_TEST_SETTINGS } from './support/preview'

const baseUrl = inject('baseUrl')

/** The preview cookie, as the Presentation tool has the site set it through the enable route. */
async function previewCookie(): Promise<string> {
  const response = await fetch(
    `${baseUrl}/api/preview/enable?secret=${PREVIEW_TEST_SETTINGS.PREVIEW_SECRET}&redirect=/`,
    { redirect: 'manual' },
  )
  expect(response.status).toBe(303)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string
}

/**
 * Issue 34 point 3: every location the Studio's Presentation tool resolves (studio/document-locations.ts)
 * is a page of the site. Each document of the bundled dataset is resolved as the Studio does; each
 * address answers 200 from the running site: a published document's as any visitor sees it, a draft's
 * in preview, as the Presentation tool shows it.
 */
describe('the Presentation tool’s locations on the running site', () => {
  it('answers 200 at every location of every document of the bundled dataset', { timeout: 240_000 }, async () => {
    const cookie = await previewCookie()
    const visits = (await presentedDocuments()).flatMap((document) =>
      (document.state?.locations ?? []).map((location) => ({
        document: document.id,
        href: location.href,
        draft: document.draft,
      })),
    )
    // Services, locations and every other type with a page, drafts among them.
    expect(visits.length).toBe(313)
    expect(visits.filter((visit) => visit.draft).length).toBe(5)
    // A few at a time, as an editor's browser would not fetch hundreds at once.
    const queue = new PQueue({ concurrency: 4 })
    const answers = await queue.addAll(
      visits.map((visit) => async () => {
        const response = await fetch(baseUrl + visit.href, {
          headers: visit.draft ? { cookie } : {},
          signal: AbortSignal.timeout(60_000),
        })
        await response.body?.cancel()
        return `${response.status} ${visit.href} (${visit.document})`
      }),
    )
    expect(answers.filter((answer) => !answer.startsWith('200 '))).toEqual([])
  })
})
