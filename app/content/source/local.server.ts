import { watch, type FSWatcher } from 'node:fs'
import path from 'node:path'
import { parse, type ExprNode } from 'groq-js'
import {
  ContentUnavailableError,
  type ContentSource,
  type ContentStatus,
  type Perspective,
  type QueryParams,
} from './types'
import { errorFields, log } from '~/logging/log.server'
import { LocalDataset } from './dataset.server'
import { MIN_RELOAD_SHARE } from '~/config/env.server'
import { datasetProblem, type DatasetRefusal } from './dataset-check.server'
import { takeTurns } from '~/lib/long-work/turns.server'
import { evaluateInTurns } from './evaluate-in-turns'
import { scopedByType, type TypeScope } from './type-scope'
import { localSourceMap } from '../visual-editing/source-map.server'

export const LOCAL_PROJECT_ID = 'local'
export const LOCAL_DATASET = 'production'
const RELOAD_DEBOUNCE_MS = 150

/**
 * The default backend: groq-js over the bundled dataset on disk. It needs no account and no network,
 * and reloads (then tells its listeners) when data.ndjson changes.
 */
export class LocalContentSource implements ContentSource {
  readonly name = 'local'
  readonly image = { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, baseUrl: '/media' }
  /** Each query's syntax tree as written (`query`, which source maps follow) and as evaluated (`tree`, scoped by type). */
  private readonly parsed = new Map<string, { query: ExprNode; tree: ExprNode; scopes: TypeScope[] }>()
  private readonly scopeByType: boolean
  private readonly listeners = new Set<() => void>()
  private watcher: FSWatcher | undefined
  private reloadTimer: NodeJS.Timeout | undefined

  readonly directory: string
  /** The live content; null when the file at start-up was missing, unreadable, empty or lacked the settings or home document (pages answer the 503 shell). */
  private dataset: LocalDataset | null
  private problem: string | null

  /** Whether datasets are checked before they are served (dataset-check.server.ts); off only for tests' small datasets. */
  private readonly validate: boolean
  /** How much of each checked type a reload must keep (CONTENT_RELOAD_MIN_SHARE). */
  private readonly minReloadShare: number

  private constructor(
    directory: string,
    read: DatasetRead,
    options: { scopeByType: boolean; validate: boolean; minReloadShare: number },
  ) {
    this.directory = directory
    this.validate = options.validate
    this.minReloadShare = options.minReloadShare
    this.scopeByType = options.scopeByType
    const served = this.checked(read, null)
    this.dataset = served.dataset
    this.problem = served.refusal?.reason ?? null
    if (served.refusal) log.error('dataset refused', { reason: served.refusal.reason, directory })
  }

  /**
   * Opens a dataset folder. `scopeByType` (on by default) has each `*[…]` whose condition names its
   * document types read only the documents of those types (type-scope.ts); switch it off only to compare results.
   * `validate` (the server's setting) refuses a dataset that is missing, unreadable, empty or lacks the
   * settings or home document, and on a reload one with far fewer documents of a type than the live one
   * (dataset-check.server.ts); the source then serves no content until a good file arrives. Without
   * it, a file that cannot be read is an error.
   */
  static async open(
    directory: string,
    { watchForChanges = true, scopeByType = true, validate = false, minReloadShare = MIN_RELOAD_SHARE } = {},
  ): Promise<LocalContentSource> {
    const absolute = path.resolve(directory)
    const source = new LocalContentSource(absolute, await readDataset(absolute, validate), {
      scopeByType,
      validate,
      minReloadShare,
    })
    if (watchForChanges) source.watch()
    return source
  }

  /**
   * Evaluates a query with groq-js's synchronous evaluator, a slice of a list at a time, so that a
   * query over thousands of documents hands the event loop back for its turn (evaluate-in-turns.ts).
   * References resolve through the perspective's id index.
   */
  async fetch<Result>(query: string, params: QueryParams, perspective: Perspective): Promise<Result> {
    if (!this.dataset) throw new ContentUnavailableError(`No content: ${this.problem ?? 'the dataset is not loaded'}`)
    const documents = perspective === 'drafts' ? this.dataset.drafts : this.dataset.published
    const { tree, scopes } = this.parse(query)
    const documentsOfTypes = Object.fromEntries(
      scopes.map(({ parameter, types }) => [parameter, documents.ofTypes(types)]),
    )
    const result = await evaluateInTurns(
      tree,
      {
        dataset: documents.documents,
        params: { ...params, ...documentsOfTypes },
        dereference: ({ _ref }) => documents.get(_ref) ?? null,
        sanity: { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET },
      },
      takeTurns(),
    )
    return result as Result
  }

  /** groq-js does not trace where values come from: the map is derived from the result, the query and the documents (localSourceMap). */
  async fetchWithSourceMap<Result>(query: string, params: QueryParams, perspective: Perspective) {
    const result = await this.fetch<Result>(query, params, perspective)
    // fetch has thrown ContentUnavailableError when there is no dataset.
    const dataset = this.dataset!
    const documents = perspective === 'drafts' ? dataset.drafts : dataset.published
    return { result, resultSourceMap: localSourceMap(result, (id) => documents.get(id), this.parse(query).query) }
  }

  /** The absolute path of a known asset file, by the name its URL uses; undefined for anything else. */
  assetPath(fileName: string): string | undefined {
    const relative = this.dataset?.assetFiles.get(fileName)
    return relative ? path.join(this.directory, relative) : undefined
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  status(): ContentStatus {
    return this.dataset ? { state: 'fresh' } : { state: 'none', reason: this.problem ?? 'the dataset is not loaded' }
  }

  /**
   * Re-reads the dataset now (also called by the file watcher). A file that is missing, unreadable,
   * empty, lacks the settings or home document or has far fewer documents of a type than the live one is refused and
   * logged (with the types that fell short and their counts): the live content stays. Resolves true
   * when the new dataset replaced the live one.
   */
  async reload(): Promise<boolean> {
    const next = this.checked(await readDataset(this.directory, this.validate), this.dataset)
    if (!next.dataset) {
      const { reason, shortfalls } = next.refusal
      log.error('dataset reload refused', {
        reason,
        ...(shortfalls.length > 0 ? { shortfalls } : {}),
        kept: this.dataset ? 'the live content' : 'nothing (no content)',
      })
      return false
    }
    this.dataset = next.dataset
    this.problem = null
    for (const listener of this.listeners) listener()
    return true
  }

  /** The dataset read, or why it must not replace `live` (null at start-up) when datasets are checked. */
  private checked(read: DatasetRead, live: LocalDataset | null): DatasetRead {
    if (!read.dataset || !this.validate) return read
    const refusal = datasetProblem(read.dataset, live, this.minReloadShare)
    return refusal ? { dataset: null, refusal } : read
  }

  close(): Promise<void> {
    clearTimeout(this.reloadTimer)
    this.watcher?.close()
    this.listeners.clear()
    return Promise.resolve()
  }

  private parse(query: string) {
    let parsed = this.parsed.get(query)
    if (!parsed) {
      const tree = parse(query)
      parsed = { query: tree, ...(this.scopeByType ? scopedByType(tree) : { tree, scopes: [] }) }
      this.parsed.set(query, parsed)
    }
    return parsed
  }

  private watch() {
    this.watcher = watch(this.directory, (_event, file) => {
      if (file !== 'data.ndjson') return
      clearTimeout(this.reloadTimer)
      this.reloadTimer = setTimeout(() => {
        this.reload().catch((error: unknown) => log.error('dataset reload failed', errorFields(error)))
      }, RELOAD_DEBOUNCE_MS)
    })
    this.watcher.unref()
  }
}

type DatasetRead = { dataset: LocalDataset; refusal: null } | { dataset: null; refusal: DatasetRefusal }

/**
 * The dataset in the folder or, when datasets are checked, why there is none to serve: no data.ndjson,
 * or a line that is not a document. Unchecked (tests, benchmarks), such a file is an error.
 */
async function readDataset(directory: string, validate: boolean): Promise<DatasetRead> {
  try {
    return { dataset: await LocalDataset.read(directory), refusal: null }
  } catch (error) {
    if (!validate) throw error
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    const reason = missing
      ? `there is no data.ndjson in ${directory}`
      : error instanceof Error
        ? error.message
        : String(error)
    return { dataset: null, refusal: { reason, shortfalls: [] } }
  }
}
