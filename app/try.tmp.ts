import { searchIndex } from '~/search/search-index.server'
const t = performance.now()
const index = await searchIndex()
console.log('build', performance.now() - t, index.size)
for (const q of process.argv.slice(2)) {
  const r = index.search(q)
  console.log(`\n## ${q}  (${r.hits.length}, allWords=${r.allWords}) dym=${r.hits.length ? '' : index.spellingSuggestion(q)}`)
  for (const h of r.hits.slice(0, 5)) console.log(`  ${h.score.toFixed(1)} ${h.document.type} ${h.document.href} [${h.terms.join(',')}]`)
}
process.exit(0)
