import { type ArticleWords, authors } from './words/articles'
import { articleDocument } from './articles'
import type { ImageLibrary } from './assets/images'
import { DATASET_TIME, envelope } from './documents'
import { ids } from './ids'
import { pageDocument } from './pages/page'
import { bullets, para, richText } from './portableText'
import { richTextSection } from './sections'
import type { SanityDocument } from './types'

const HOUR = 3_600_000

/** Drafts carry 'Draft' in their titles so tests can prove that published pages never show them. */
const draftOf = (published: SanityDocument, changes: Record<string, unknown>): SanityDocument => ({
  ...structuredClone(published),
  ...envelope(ids.draft(published._id), published._type, {
    createdAt: Date.parse(published._createdAt),
    updatedAt: DATASET_TIME - 5 * HOUR,
  }),
  ...changes,
})

const draftOnlyArticle: ArticleWords = {
  title: 'Draft: Winter wellbeing checklist',
  slug: 'winter-wellbeing-checklist',
  category: 'guides',
  author: authors.sophie,
  publishedAt: '2026-09-29T09:00:00Z',
  summary: 'Simple ways to stay warm, well and connected through the colder months.',
  image: 'photo-park-walk',
  intro: 'Winter can be hard on older people and anyone living alone. A few simple steps help.',
  first: {
    heading: 'Staying warm',
    text: 'Heat the room you spend most time in, and wear layers rather than one thick jumper.',
  },
  list: ['Check your heater is safe', 'Keep a blanket by your chair', 'Ask about energy concessions'],
  second: {
    heading: 'Staying connected',
    text: 'Cold days make it tempting to stay in. A regular phone call can make a real difference.',
  },
  link: { before: 'Find out about ', text: 'staying connected', after: '.', to: 'support-staying-connected' },
}

export function buildDrafts(published: SanityDocument[], images: ImageLibrary): SanityDocument[] {
  const byId = (id: string) => {
    const found = published.find((document) => document._id === id)
    if (!found) throw new Error(`No published ${id} to draft`)
    return found
  }
  const service = byId(ids.service(2))
  const serviceSync = service.sync as Record<string, unknown> & { title: string }
  const article = byId(ids.article('new-community-hub-opens-in-logan'))
  const page = byId(ids.page('about-us'))
  const pageSections = page.sections as unknown[]

  return [
    draftOf(service, { sync: { ...serviceSync, title: `${serviceSync.title} (Draft name change)` } }),
    draftOf(article, { title: 'Draft: Logan Community Hub opening day photos' }),
    draftOf(page, {
      sections: [
        ...pageSections,
        richTextSection({
          anchorId: 'strategy',
          heading: 'Draft: Our strategy to 2030',
          body: richText(
            para('Over the next five years we will focus on three things.'),
            bullets('Support closer to home', 'A stronger voice for the people we work with', 'Great places to work'),
          ),
        }),
      ],
    }),
    { ...articleDocument(draftOnlyArticle, 0, images), _id: ids.draft(ids.article(draftOnlyArticle.slug)) },
    pageDocument(
      {
        slug: 'accessibility-roadmap',
        title: 'Draft accessibility roadmap',
        parent: 'about-us',
        summary: 'What we plan to improve on this website over the next year.',
        sections: [
          richTextSection({
            heading: 'Draft: what comes next',
            body: richText(
              para('We will test every new feature with people who use assistive technology before it goes live.'),
            ),
          }),
        ],
      },
      ids.draft(ids.page('accessibility-roadmap')),
    ),
  ]
}
