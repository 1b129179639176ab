import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { takeTurns, type Turns } from '~/lib/long-work/turns.server'
import { OneCopyEach } from '~/lib/memory/one-copy-each'

export interface SanityDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

const DRAFT_PREFIX = 'drafts.'

export const isDraftId = (id: string) => id.startsWith(DRAFT_PREFIX)

/** The documents of one perspective, with an id index so references resolve in constant time. */
export class DocumentSet {
  readonly documents: SanityDocument[]
  private readonly byId: Map<string, SanityDocument>
  private readonly byTypes = new Map<string, SanityDocument[]>()

  constructor(documents: SanityDocument[]) {
    this.documents = documents
    this.byId = new Map(documents.map((document) => [document._id, document]))
  }

  get(id: string): SanityDocument | undefined {
    return this.byId.get(id)
  }

  /** The documents of these types, in dataset order (kept per set of types). */
  ofTypes(types: Set<string>): SanityDocument[] {
    const key = [...types].sort().join('\u0000')
    let documents = this.byTypes.get(key)
    if (!documents) {
      documents = this.documents.filter((document) => types.has(document._type))
      this.byTypes.set(key, documents)
    }
    return documents
  }
}

/**
 * Reads a dataset in the format `sanity dataset export` writes (data.ndjson beside images/ and files/)
 * and derives both perspectives the way the Content Lake does:
 * - published: every document whose id does not start with "drafts.";
 * - drafts: each draft laid over its published document (keeping the published id), plus draft-only documents.
 */
export class LocalDataset {
  readonly published: DocumentSet
  /** Asset files by the name their URLs use (e.g. "<sha1>-800x533.png"), as paths inside the dataset folder. */
  readonly assetFiles: Map<string, string>
  private readonly all: SanityDocument[]
  private draftSet: DocumentSet | undefined

  constructor(documents: SanityDocument[]) {
    this.all = documents
    this.published = new DocumentSet(documents.filter((document) => !isDraftId(document._id)))
    this.assetFiles = new Map(this.published.documents.flatMap(assetFile))
  }

  /** The drafts perspective, made the first time an editor previews (visitors never need it). */
  get drafts(): DocumentSet {
    this.draftSet ??= draftsOver(this.published.documents, this.all)
    return this.draftSet
  }

  static async read(directory: string): Promise<LocalDataset> {
    return new LocalDataset(await parseNdjson(await readFile(path.join(directory, 'data.ndjson'))))
  }
}

/** Each draft laid over its published document (keeping the published id), plus the draft-only documents. */
function draftsOver(published: SanityDocument[], all: SanityDocument[]): DocumentSet {
  const draftsById = new Map(
    all.filter((document) => isDraftId(document._id)).map((draft) => [draft._id.slice(DRAFT_PREFIX.length), draft]),
  )
  const overlaid = published.map((document) => {
    const draft = draftsById.get(document._id)
    return draft ? { ...draft, _id: document._id, _originalId: draft._id } : document
  })
  const publishedIds = new Set(published.map((document) => document._id))
  const draftOnly = [...draftsById]
    .filter(([id]) => !publishedIds.has(id))
    .map(([id, draft]) => ({ ...draft, _id: id, _originalId: draft._id }))
  return new DocumentSet([...overlaid, ...draftOnly])
}

const IMAGE_ASSET_ID = /^image-([a-f0-9]{40})-(\d+x\d+)-([a-z0-9]+)$/
const FILE_ASSET_ID = /^file-([a-f0-9]{40})-([a-z0-9]+)$/

/** Maps an asset document to [URL file name, path in the export]; other documents map to nothing. */
function assetFile(document: SanityDocument): Array<[string, string]> {
  const image = IMAGE_ASSET_ID.exec(document._id)
  if (document._type === 'sanity.imageAsset' && image) {
    const name = `${image[1]}-${image[2]}.${image[3]}`
    return [[name, `images/${name}`]]
  }
  const file = FILE_ASSET_ID.exec(document._id)
  if (document._type === 'sanity.fileAsset' && file) {
    const name = `${file[1]}.${file[2]}`
    return [[name, `files/${name}`]]
  }
  return []
}

/**
 * Parses data.ndjson a line at a time, pausing between turns: a large dataset takes a good fraction
 * of a second. The file is decoded a line at a time too, as decoding 20 MB at once would hold the
 * event loop for a tenth of a second by itself (a newline byte is never part of another character).
 */
export async function parseNdjson(data: string | Buffer, turns: Turns = takeTurns()): Promise<SanityDocument[]> {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data
  const documents: SanityDocument[] = []
  const texts = new OneCopyEach()
  let start = 0
  for (let index = 0; start < bytes.length; index += 1) {
    const end = bytes.indexOf(NEWLINE, start)
    const line = bytes.toString('utf8', start, end === -1 ? bytes.length : end)
    start = end === -1 ? bytes.length : end + 1
    if (!line.trim()) continue
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      throw new Error(`data.ndjson line ${index + 1} is not valid JSON`)
    }
    if (!isDocument(value)) throw new Error(`data.ndjson line ${index + 1} is not a document with _id and _type`)
    documents.push(sharingTexts(value, texts))
    if (turns.due()) await turns.pause()
  }
  return documents
}

const NEWLINE = 0x0a

/**
 * The value with every string that an earlier document had too replaced by that document's: JSON.parse
 * makes a new string for every value, and a dataset repeats most of its values ('reference', 'block',
 * the id of a category, a state, the same description across services). One copy of each is less
 * memory and fewer objects for the garbage collector to walk (a third of the large dataset's strings).
 */
function sharingTexts<Value>(value: Value, texts: OneCopyEach): Value {
  if (Array.isArray(value)) {
    const items: unknown[] = value
    for (const [position, item] of items.entries())
      items[position] = typeof item === 'string' ? texts.of(item) : sharingTexts(item, texts)
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    for (const key of Object.keys(record)) {
      const item = record[key]
      record[key] = typeof item === 'string' ? texts.of(item) : sharingTexts(item, texts)
    }
  }
  return value
}

function isDocument(value: unknown): value is SanityDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SanityDocument)._id === 'string' &&
    typeof (value as SanityDocument)._type === 'string'
  )
}
