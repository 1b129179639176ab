import MiniSearch from 'minisearch'
import { ContentClient } from '~/content/client.server'
import { searchIndexQuery } from '~/content/queries/search'
import { LocalContentSource } from '~/content/source/local.server'
import { searchDocuments } from '~/search/search-documents'
import { SearchIndex } from '~/search/search-index'
import { resultsView } from '~/search/results-view'
const client = new ContentClient(await LocalContentSource.open('dataset/large', { watchForChanges: false }))
const content = await client.fetch(searchIndexQuery, {}, 'published')
const index = new SearchIndex(searchDocuments(content), 0, { remember: 0 })
const ms = (index as any).index as MiniSearch
for (const q of ['help at home', 'need help now', 'autisim support shepparton', 'help in my language']) {
  const r = { raw: 0, hits: 0, search: 0, view: 0 }
  for (let k = 0; k < 8; k++) {
    let t = performance.now(); ms.search(q, { combineWith: 'AND' }); const a = performance.now() - t
    t = performance.now(); (index as any).hits(q, { combineWith: 'AND' }); const b = performance.now() - t
    t = performance.now(); index.search(q); const c = performance.now() - t
    t = performance.now(); resultsView(index, { q, type: null, page: 1 }); const d = performance.now() - t
    if (k >= 3) { r.raw += a / 5; r.hits += b / 5; r.search += c / 5; r.view += d / 5 }
  }
  console.log(q, Object.entries(r).map(([k, v]) => `${k} ${v.toFixed(1)}`).join('  '), index.search(q).hits.length)
}
process.exit(0)
