/**
 * `npm run lint`'s dependency check (decision 0054). dependency-cruiser reads every import of app/,
 * server/, scripts/ and tests/ (type-only ones too) and checks the file rules of .dependency-cruiser.mjs;
 * this adds the folder rule: no first-level folder of app/ imports, through any chain of folders, a
 * folder that imports it back. Tests are left out of the folder rule (a test may use what its folder's
 * users use), never out of the file rules.
 */
import { cruise, format, type ICruiseResult } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

const TREES = ['app', 'server', 'scripts', 'tests']
const TEST_FILE = /\.test\.tsx?$/

/** `app/search/hits.ts` → `app/search`; app/'s own files (root.tsx, routes.ts, the entries) are `app/*`. */
export function folderOf(path: string): string | null {
  const match = /^app\/(?:([^/]+)\/)?/.exec(path)
  if (!match) return null
  return match[1] ? `app/${match[1]}` : 'app/*'
}

/** Each import from one first-level folder into another, keyed `from → to`, with the files that make it. */
export function folderImports(result: ICruiseResult): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>()
  for (const module of result.modules) {
    const from = folderOf(module.source)
    if (!from || TEST_FILE.test(module.source)) continue
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved)
      if (!to || to === from) continue
      const targets = graph.get(from) ?? new Map<string, string[]>()
      graph.set(from, targets)
      targets.set(to, [...(targets.get(to) ?? []), `${module.source} → ${dependency.resolved}`])
    }
  }
  return graph
}

/** The groups of folders that reach one another (Tarjan's strongly connected components), two or more each. */
export function folderCycles(graph: Map<string, Map<string, string[]>>): string[][] {
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (folder: string) => {
    order.set(folder, order.size)
    low.set(folder, order.get(folder)!)
    stack.push(folder)
    onStack.add(folder)
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(folder, Math.min(low.get(folder)!, order.get(next)!))
      }
    }
    if (low.get(folder) !== order.get(folder)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== folder)
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const folder of graph.keys()) if (!order.has(folder)) visit(folder)
  return cycles
}

/** The shortest chain of folder imports from `start` back to itself, within one group of `folderCycles`. */
export function shortestCycle(
  graph: Map<string, Map<string, string[]>>,
  group: ReadonlySet<string>,
  start: string,
): string[] {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let index = 0; index < queue.length; index++) {
    const folder = queue[index] as string
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!group.has(next)) continue
      if (next === start) {
        const chain = [folder]
        while (chain[0] !== start) chain.unshift(cameFrom.get(chain[0] as string) as string)
        return [...chain, start]
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder)
        queue.push(next)
      }
    }
  }
  return []
}

async function main(): Promise<number> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs')
  const cruised = await cruise(TREES, options, {}, { tsConfig: extractTSConfig('tsconfig.json') })
  const result = cruised.output as ICruiseResult
  const fileRules = await format(result, { outputType: 'err' })
  if (typeof fileRules.output === 'string' && fileRules.output) process.stdout.write(fileRules.output)

  const graph = folderImports(result)
  const cycles = folderCycles(graph)
  for (const group of cycles) {
    console.log(`\n  error folder-cycle: ${group.join(', ')} reach one another. The shortest chains back:`)
    const shown = new Set<string>()
    for (const start of group) {
      const chain = shortestCycle(graph, new Set(group), start)
      const key = [...chain.slice(1)].sort().join()
      if (shown.has(key)) continue
      shown.add(key)
      console.log(`    ${chain.join(' → ')}`)
      for (let step = 1; step < chain.length; step++) {
        const files = graph.get(chain[step - 1] as string)?.get(chain[step] as string) ?? []
        console.log(`      ${files.slice(0, 2).join('; ')}${files.length > 2 ? `; and ${files.length - 2} more` : ''}`)
      }
    }
  }
  if (cycles.length > 0)
    console.log(
      `\n✘ ${cycles.length} folder cycle(s): move what the folders share to app/lib/ or to the lower folder (decision 0054).\n`,
    )
  return fileRules.exitCode || cycles.length > 0 ? 1 : 0
}

if (import.meta.main) process.exitCode = await main()
