import { generateDataset, type Size } from './generate'
import type { Link, SanityDocument } from './types'

/** Lookups over a generated dataset, shared by the generator's tests. */
export async function loadDataset(size: Size = 'bundled') {
  const dataset = await generateDataset(size)
  const published = dataset.documents.filter((document) => !document._id.startsWith('drafts.'))
  const drafts = dataset.documents.filter((document) => document._id.startsWith('drafts.'))
  const byId = new Map(dataset.documents.map((document) => [document._id, document]))
  const ofType = <T = SanityDocument>(type: string) => published.filter((document) => document._type === type) as T[]
  return { dataset, published, drafts, byId, ofType }
}

type Visit = (value: Record<string, unknown>, path: string, parentIsArray: boolean) => void

/** Calls `visit` for every object inside a document, with a readable path. */
export function walkObjects(value: unknown, visit: Visit, path = '', parentIsArray = false) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walkObjects(item, visit, `${path}[${index}]`, true))
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    visit(record, path, parentIsArray)
    for (const [field, child] of Object.entries(record)) walkObjects(child, visit, path ? `${path}.${field}` : field)
  }
}

export function linksIn(document: SanityDocument): Link[] {
  const links: Link[] = []
  walkObjects(document, (value) => {
    if (value._type === 'link') links.push(value as unknown as Link)
  })
  return links
}

export function referencesIn(document: SanityDocument): string[] {
  const refs: string[] = []
  walkObjects(document, (value) => {
    if (value._type === 'reference' && typeof value._ref === 'string') refs.push(value._ref)
  })
  return refs
}

/** The WCAG contrast ratio between two #rrggbb colours. */
export function contrastRatio(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
