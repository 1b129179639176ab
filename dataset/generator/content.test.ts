import { beforeAll, describe, expect, it } from 'vitest'
import { loadDataset, walkObjects } from './testing'
import type { Block, SanityDocument } from './types'

let data: Awaited<ReturnType<typeof loadDataset>>
beforeAll(async () => {
  data = await loadDataset()
})

const blocksOf = (document: SanityDocument, field: string) => document[field] as Block[]
const textOf = (value: unknown) => JSON.stringify(value)

describe('articles', () => {
  it('has 24 articles spread over four categories and 2024 to 2026', () => {
    const articles = data.ofType('article')
    expect(articles).toHaveLength(24)
    const categories = new Set(articles.map((article) => (article.category as { _ref: string })._ref))
    expect(categories).toEqual(new Set(data.ofType('articleCategory').map((category) => category._id)))
    expect(categories.size).toBe(4)
    const years = new Set(articles.map((article) => (article.publishedAt as string).slice(0, 4)))
    expect(years).toEqual(new Set(['2024', '2025', '2026']))
    for (const article of articles) expect((article.publishedAt as string) < '2026-11-01').toBe(true)
  })

  it('has bodies of four to eight blocks with headings, a list and a link', () => {
    for (const article of data.ofType('article')) {
      const body = blocksOf(article, 'body')
      expect(body.length).toBeGreaterThanOrEqual(4)
      expect(body.length).toBeLessThanOrEqual(8)
      expect(body.some((block) => block.style === 'h2')).toBe(true)
      expect(body.some((block) => block.listItem === 'bullet')).toBe(true)
      expect(body.some((block) => block.markDefs.length > 0)).toBe(true)
      const related = (article.related as Array<{ _ref: string }>).map((reference) => reference._ref)
      expect(related.length).toBeLessThanOrEqual(3)
      expect(related).not.toContain(article._id)
      expect((article.author as { name: string }).name.length).toBeGreaterThan(3)
    }
  })
})

describe('page builder', () => {
  it('uses every section type at least twice across the home page, campaigns and pages', () => {
    const counts = new Map<string, number>()
    for (const document of [...data.ofType('home'), ...data.ofType('campaign'), ...data.ofType('page')]) {
      for (const section of document.sections as Array<{ _type: string }>)
        counts.set(section._type, (counts.get(section._type) ?? 0) + 1)
    }
    for (const type of [
      'heroSection',
      'richTextSection',
      'cardGridSection',
      'imageWithTextSection',
      'carouselSection',
      'faqSection',
      'callToActionSection',
      'contactSection',
      'serviceListSection',
    ]) {
      expect(counts.get(type), type).toBeGreaterThanOrEqual(2)
    }
  })

  it('respects the schema limits on sections', () => {
    for (const document of data.dataset.documents) {
      walkObjects(document, (value, path) => {
        const where = `${document._id} ${path}`
        if (value._type === 'carouselSection')
          expect((value.slides as unknown[]).length, where).toBeGreaterThanOrEqual(3)
        if (value._type === 'carouselSection') expect((value.slides as unknown[]).length, where).toBeLessThanOrEqual(5)
        if (value._type === 'cardGridSection') expect((value.cards as unknown[]).length, where).toBeLessThanOrEqual(12)
        if (value._type === 'heroSection')
          expect(((value.buttons as unknown[] | undefined) ?? []).length, where).toBeLessThanOrEqual(2)
        if (value._type === 'callToActionSection')
          expect((value.buttons as unknown[]).length, where).toBeGreaterThanOrEqual(1)
        if (value._type === 'callToActionSection')
          expect((value.buttons as unknown[]).length, where).toBeLessThanOrEqual(2)
        if (value._type === 'serviceListSection') expect(value.limit, where).toBeLessThanOrEqual(24)
        if (typeof value.anchorId === 'string') expect(value.anchorId, where).toMatch(/^[a-z0-9-]+$/)
        if (value._type === 'seo' && value.title) expect((value.title as string).length, where).toBeLessThanOrEqual(70)
        if (value._type === 'seo' && value.description)
          expect((value.description as string).length, where).toBeLessThanOrEqual(200)
      })
      if (typeof document.title === 'string') expect(document.title.length, document._id).toBeLessThanOrEqual(120)
      if (typeof document.summary === 'string') expect(document.summary.length, document._id).toBeLessThanOrEqual(300)
      if (typeof document.label === 'string') expect(document.label.length, document._id).toBeLessThanOrEqual(60)
    }
  })
})

describe('pages', () => {
  const parentOf = (page: SanityDocument) => (page.parent as { _ref: string } | undefined)?._ref

  it('has twelve pages nested up to three levels', () => {
    const pages = data.ofType('page')
    expect(pages).toHaveLength(12)
    const depth = (page: SanityDocument): number => {
      const parent = parentOf(page)
      return parent ? 1 + depth(data.byId.get(parent)!) : 1
    }
    expect(Math.max(...pages.map(depth))).toBe(3)
  })

  it('has a browsing safely page under get help that the safe exit points to', () => {
    const page = data.byId.get('page-browsing-safely')!
    expect(page.title).toBe('Browsing safely')
    expect((page.slug as { current: string }).current).toBe('browsing-safely')
    expect(parentOf(page)).toBe('page-get-help')
    const text = textOf(page.sections)
    for (const words of ['history', 'private', 'exit', '1800RESPECT', '1800 737 732', '000'])
      expect(text).toContain(words)
    const settings = data.byId.get('settings')!
    expect(settings.safeExit).toMatchObject({
      exitUrl: 'https://www.bom.gov.au',
      browsingSafely: { type: 'internal', internal: { _ref: 'page-browsing-safely' } },
    })
  })

  it('says on the browsing safely page what Back shows after an exit, and that the button does not remove history', () => {
    const text = textOf(data.byId.get('page-browsing-safely')!.sections)
    for (const words of [
      'pressing Back once does not show it',
      'Pressing Back shows the page you looked at before that one',
      'The button does not remove this website from your browsing history.',
      'private window',
      'clear your history',
      'Back never shows what you typed',
      'clear everything this website keeps in your browser, your reading settings included',
      'The button cannot clear your browsing history',
    ])
      expect(text).toContain(words)
  })

  it('has a help in your language page with a section in each community language, naming TIS National and its number', () => {
    const page = data.byId.get('page-help-in-your-language')!
    const sections = page.sections as Array<{ _type: string; language?: string; heading?: string }>
    const languages = sections.filter((section) => section.language).map((section) => section.language)
    expect(languages).toEqual(['ar', 'zh-Hans', 'vi', 'el', 'it', 'hi', 'pa'])
    for (const section of sections.filter((section) => section.language)) {
      expect(section._type).toBe('richTextSection')
      expect(section.heading).toBeTruthy()
      const text = textOf(section).replace(/[\u2066\u2069]/g, '')
      expect(text, section.language).toContain('TIS National')
      expect(text, section.language).toContain('131 450')
    }
  })

  it('has one footer link for feedback and complaints', () => {
    const footer = data.byId.get('settings')!.footer as {
      links: Array<{ title: string }>
      legalLinks: Array<{ title: string }>
    }
    const titles = [...footer.links, ...footer.legalLinks].map((link) => link.title)
    expect(titles.filter((title) => /complain|feedback/i.test(title))).toEqual(['Feedback and complaints'])
  })

  it('has three campaigns', () => {
    expect(data.ofType('campaign')).toHaveLength(3)
  })
})

describe('careers, policies and bookings', () => {
  it('has two closed roles and six that close in 2031', () => {
    const roles = data.ofType<{ closingDate: string; applyLink: { type: string } }>('openRole')
    expect(roles).toHaveLength(8)
    expect(roles.filter((role) => role.closingDate >= '2026-01-01' && role.closingDate <= '2026-06-30')).toHaveLength(2)
    expect(roles.filter((role) => role.closingDate.startsWith('2031-'))).toHaveLength(6)
    expect(new Set(roles.map((role) => role.applyLink.type))).toEqual(new Set(['email', 'external']))
  })

  it('has six policies with a PDF each', () => {
    const policies = data.ofType('policy')
    expect(policies).toHaveLength(6)
    for (const policy of policies) {
      expect(policy.file).toMatchObject({
        _type: 'file',
        asset: { _type: 'reference', _ref: expect.stringMatching(/^file-[0-9a-f]{40}-pdf$/) },
      })
      expect(policy.lastReviewed).toMatch(/^\d{4}-\d\d-\d\d$/)
    }
  })

  it('has two booking pages for visible services, asking only for listed details', () => {
    const bookings = data.ofType<{ service: { _ref: string }; askFor: string[]; notifyEmail: string }>('booking')
    expect(bookings).toHaveLength(2)
    for (const booking of bookings) {
      const service = data.byId.get(booking.service._ref)!
      expect(service.hidden).toBe(false)
      for (const value of booking.askFor)
        expect(['availability', 'where', 'interpreter', 'accessibility', 'ndis']).toContain(value)
      expect(booking.notifyEmail).toMatch(/@altogether\.example$/)
    }
  })
})

describe('singletons', () => {
  it('uses each singleton type as its own id', () => {
    for (const type of [
      'settings',
      'servicesSettings',
      'home',
      'locationsSettings',
      'servicesFilter',
      'articlesSettings',
      'careersSettings',
      'searchSettings',
    ]) {
      expect(data.byId.get(type)?._type, type).toBe(type)
    }
    expect(data.byId.get('settings')?.title).toBe('Altogether better care')
    expect(data.byId.get('articlesSettings')).toMatchObject({ title: 'News and stories', perPage: 9 })
    expect((data.byId.get('searchSettings')?.popularServices as unknown[]).length).toBe(5)
    expect((data.byId.get('servicesSettings')?.featuredServices as unknown[]).length).toBe(6)
  })

  it('lists the eight states and territories', () => {
    const states = data.byId.get('servicesSettings')?.states as Array<{ code: string }>
    expect(states.map((state) => state.code).sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])
  })
})

describe('drafts', () => {
  it('marks every draft with Draft, and no published document says Draft', () => {
    expect(data.drafts).toHaveLength(5)
    for (const draft of data.drafts) expect(textOf(draft)).toMatch(/Draft/)
    for (const document of data.published) expect(textOf(document), document._id).not.toMatch(/\bDraft\b/)
  })

  it('has two documents that exist only as drafts, and drafts shaped like their published versions', () => {
    const draftOnly = data.drafts.filter((draft) => !data.byId.has(draft._id.slice('drafts.'.length)))
    expect(draftOnly.map((draft) => draft._type).sort()).toEqual(['article', 'page'])
    for (const draft of data.drafts.filter((candidate) => !draftOnly.includes(candidate))) {
      const published = data.byId.get(draft._id.slice('drafts.'.length))!
      expect(draft._type).toBe(published._type)
      expect(Object.keys(draft)).toEqual(Object.keys(published))
      expect(textOf({ ...draft, _id: '', _rev: '', _updatedAt: '' })).not.toBe(
        textOf({ ...published, _id: '', _rev: '', _updatedAt: '' }),
      )
    }
  })

  it('only says Retired in documents the website must leave out, and the redirects that point at them', () => {
    for (const document of data.published) {
      if (!textOf(document).includes('Retired')) continue
      const sync = document.sync as { deleted?: boolean; status?: string } | undefined
      const leftOut = document.hidden === true || sync?.deleted === true || sync?.status === 'Inactive'
      expect(leftOut || document._type === 'redirect', document._id).toBe(true)
    }
  })
})
