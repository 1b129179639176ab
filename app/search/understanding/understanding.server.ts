import { contentClient, type ContentClient } from '~/content/client.server'
import { internalPath } from '~/content/links'
import { understandingQuery } from '~/content/queries/understanding'
import { rebuiltOnChange } from '~/lib/long-work/rebuilt-on-change.server'
import { takeTurns } from '~/lib/long-work/turns.server'
import { Understanding, type UnderstandingContent } from './understanding'
import { readWords } from './word-reader.server'

/**
 * The understanding of a content client's published content, learnt once per content version (in
 * turns, so that other requests are answered meanwhile: decision 0050 has how long it takes) and kept
 * while the next is learnt.
 */
export function understandingOf(client: ContentClient): () => Promise<Understanding> {
  return rebuiltOnChange(
    client,
    async () => {
      const content = await client.fetchOnce(understandingQuery, {}, 'published')
      const page = content.languageHelp
      const href = page?._type === 'page' ? internalPath(page) : null
      const languageHelp: UnderstandingContent['languageHelp'] =
        page?._type === 'page' && href
          ? {
              href,
              title: page.title ?? 'Help in your language',
              sections: (page.languages ?? []).flatMap((section) =>
                section.language && section.anchorId
                  ? [{ language: section.language, anchorId: section.anchorId, heading: section.heading }]
                  : [],
              ),
            }
          : null
      const learning = Understanding.learnInSteps(
        {
          supports: content.supports,
          crisisLines: content.crisisLines,
          interpreterLine: content.interpreterLine,
          languageHelp,
        },
        readWords,
      )
      const turns = takeTurns()
      for (;;) {
        const next = learning.next()
        if (next.done) return next.value
        if (turns.due()) await turns.pause()
      }
    },
    'The understanding of needs',
  )
}

let current: Promise<() => Promise<Understanding>> | undefined

/** The site's understanding of visitors' words, over the process-wide content client. */
export async function understanding(): Promise<Understanding> {
  current ??= contentClient().then(understandingOf)
  return (await current)()
}
