import { describe, expect, it } from 'vitest'
import type { ICruiseResult } from 'dependency-cruiser'
import { folderCycles, folderImports, folderOf, shortestCycle } from './dependencies'

/** A cruise result with these imports (`from`: its resolved imports), as dependency-cruiser gives it. */
function cruised(imports: Record<string, string[]>): ICruiseResult {
  const modules = Object.entries(imports).map(([source, targets]) => ({
    source,
    dependencies: targets.map((resolved) => ({ resolved })),
  }))
  return { modules } as unknown as ICruiseResult
}

describe('the folder rule', () => {
  it('names first-level folders of app/, and app/ itself for its own files', () => {
    expect(folderOf('app/search/understanding/read.ts')).toBe('app/search')
    expect(folderOf('app/root.tsx')).toBe('app/*')
    expect(folderOf('server/app.ts')).toBeNull()
  })

  it('finds two folders that import each other through files that do not', () => {
    const graph = folderImports(
      cruised({ 'app/search/hits.ts': ['app/services/index.ts'], 'app/services/finder.ts': ['app/search/ranking.ts'] }),
    )
    expect(folderCycles(graph)).toEqual([['app/search', 'app/services']])
  })

  it('finds a cycle through three folders and shows its shortest chain', () => {
    const graph = folderImports(
      cruised({
        'app/a/x.ts': ['app/b/y.ts'],
        'app/b/y.ts': ['app/c/z.ts'],
        'app/c/z.ts': ['app/a/w.ts'],
        'app/a/w.ts': [],
      }),
    )
    const [group] = folderCycles(graph)
    expect(group).toEqual(['app/a', 'app/b', 'app/c'])
    expect(shortestCycle(graph, new Set(group), 'app/a')).toEqual(['app/a', 'app/b', 'app/c', 'app/a'])
  })

  it('lets folders import one way, and leaves tests and files outside app/ out', () => {
    const graph = folderImports(
      cruised({
        'app/search/hits.ts': ['app/lib/text/words.ts'],
        'app/lib/text/words.test.ts': ['app/search/hits.ts'],
        'server/app.ts': ['app/search/hits.ts'],
      }),
    )
    expect(folderCycles(graph)).toEqual([])
  })
})
