import { envelope, ref, slug } from '../documents'
import { ids } from '../ids'
import type { SanityDocument, Section, Seo } from '../types'

export type PageInput = {
  slug: string
  title: string
  parent?: string
  summary: string
  sections: Section[]
  seo?: Seo
}

/** A content page; `parent` is the parent page's slug, and the page's address follows the chain of parents. */
export const pageDocument = (input: PageInput, id = ids.page(input.slug)): SanityDocument => ({
  ...envelope(id, 'page'),
  title: input.title,
  slug: slug(input.slug),
  ...(input.parent ? { parent: ref(ids.page(input.parent)) } : {}),
  summary: input.summary,
  sections: input.sections,
  ...(input.seo ? { seo: input.seo } : {}),
})
