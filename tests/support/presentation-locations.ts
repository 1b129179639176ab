import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { DocumentLocationsState } from 'sanity/presentation'
import {
  isDraftId,
  LocalDataset,
  parseNdjson,
  type DocumentSet,
  type SanityDocument,
} from '~/content/source/dataset.server'
import { documentLocations, hasPage, LOCATION_SELECTS, type SelectedValues } from '../../studio/document-locations'

const BUNDLED = path.resolve(import.meta.dirname, '../../dataset/bundled')

/** One document of a dataset as the Presentation tool sees it, and the locations it resolves. */
export interface PresentedDocument {
  /** The document's id in the dataset (a draft's starts with 'drafts.'). */
  id: string
  type: string
  /** A draft: Presentation shows it (and the site serves it) only in preview. */
  draft: boolean
  /** The fields Presentation selected for it (LOCATION_SELECTS); null for a type without a page. */
  selected: SelectedValues | null
  state: DocumentLocationsState | null
}

/**
 * Reads a dotted field path the way the Studio's preview store does for a `select`: field by field,
 * following a reference (`{_ref}`) to the document it names whenever there is more path to read.
 */
export function readPath(document: SanityDocument, fieldPath: string, documents: DocumentSet): unknown {
  let value: unknown = document
  for (const field of fieldPath.split('.')) {
    if (isReference(value)) value = documents.get(value._ref)
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[field]
  }
  return value
}

const isReference = (value: unknown): value is { _ref: string } =>
  typeof value === 'object' && value !== null && typeof (value as { _ref?: unknown })._ref === 'string'

/**
 * Every document of a dataset (the bundled one by default) run through the Presentation tool's
 * resolver: published documents as the published site has them, drafts as preview shows them (laid
 * over their published document, references resolved to drafts where there are drafts).
 */
export async function presentedDocuments(directory = BUNDLED): Promise<PresentedDocument[]> {
  const stored = await parseNdjson(await readFile(path.join(directory, 'data.ndjson')))
  const dataset = new LocalDataset(stored)
  return stored.map((document) => {
    const draft = isDraftId(document._id)
    const documents = draft ? dataset.drafts : dataset.published
    // A draft as Presentation shows it: laid over its published document, under the published id.
    const shown = draft ? (documents.get(document._id.slice('drafts.'.length)) ?? document) : document
    if (!hasPage(document._type)) return { id: document._id, type: document._type, draft, selected: null, state: null }
    const select: Record<string, string> = LOCATION_SELECTS[document._type]
    const selected = Object.fromEntries(
      Object.entries(select).map(([name, fieldPath]) => [name, readPath(shown, fieldPath, documents)]),
    )
    return {
      id: document._id,
      type: document._type,
      draft,
      selected,
      state: documentLocations(document._type, selected),
    }
  })
}
