import type { HsdsDetails, TermDocument } from './details.server'
import { stableId } from './stable-id.server'

/** Our four ways of describing services, each published as an HSDS taxonomy. */
export type TermKind = 'category' | 'support' | 'audience' | 'expertise'

export interface TaxonomyRecord {
  id: string
  kind: TermKind
  name: string
  description: string
}

export interface TermRecord {
  id: string
  kind: TermKind
  /** The value the site's URLs and the services index use. */
  slug: string
  name: string
  description: string
  taxonomyId: string
  /** A support's category. */
  parentId: string | null
}

export interface Taxonomy {
  taxonomies: TaxonomyRecord[]
  /** Categories with their supports after each, then audiences, then expertise. */
  terms: TermRecord[]
  termsById: Map<string, TermRecord>
}

const TAXONOMIES: Record<TermKind, { name: string; description: string }> = {
  category: { name: 'Altogether better care service categories', description: 'The broad areas of care and support our services belong to.' },
  support: { name: 'Altogether better care supports', description: 'The kinds of support our services give, each within a service category.' },
  audience: { name: 'Altogether better care audiences', description: 'The groups of people our services are for.' },
  expertise: { name: 'Altogether better care areas of expertise', description: 'The specialist areas our services have expertise in.' },
}

export function taxonomyId(kind: TermKind): string {
  return stableId('taxonomy', kind)
}

export function buildTaxonomy(details: HsdsDetails): Taxonomy {
  const taxonomies = (Object.keys(TAXONOMIES) as TermKind[]).map((kind): TaxonomyRecord => ({ id: taxonomyId(kind), kind, ...TAXONOMIES[kind] }))
  const record = (kind: TermKind, document: TermDocument, parentId: string | null = null): TermRecord => ({
    id: stableId('taxonomy_term', document._id),
    kind,
    slug: document.slug,
    name: document.label ?? document.slug,
    description: document.description ?? document.label ?? document.slug,
    taxonomyId: taxonomyId(kind),
    parentId,
  })
  const terms = [
    ...details.categories.flatMap((category) => {
      const parent = record('category', category)
      return [parent, ...details.supports.filter((support) => support.category === category._id).map((support) => record('support', support, parent.id))]
    }),
    ...details.supports.filter((support) => !details.categories.some((category) => category._id === support.category)).map((support) => record('support', support)),
    ...details.audiences.map((audience) => record('audience', audience)),
    ...details.expertise.map((area) => record('expertise', area)),
  ]
  return { taxonomies, terms, termsById: new Map(terms.map((term) => [term.id, term])) }
}
