import { evaluateSync, type EvaluateOptions, type ExprNode } from 'groq-js'
import type { Turns } from '~/lib/long-work/turns.server'
import { orderByKeys } from './groq-order'

/**
 * Evaluates a GROQ query with groq-js's synchronous evaluator, a slice of a list at a time, handing
 * the event loop back between slices whenever the query has held it for its turn.
 *
 * groq-js's asynchronous evaluator makes a promise of every value: over the large dataset it needs
 * about 3.4 s for the finder's read of every service, where the synchronous one needs 0.5 s, but the
 * synchronous one never lets go of the loop. So the query's spine is walked here: a filter or a
 * projection over a list (`*[…]`, `{…}` after a list) is evaluated on one slice of the list
 * after another, each slice by groq-js with the rest of the list standing in as a parameter, and the
 * attributes of a top-level object (`{ "services": *[…], "locations": *[…] }`) one after another.
 * Everything inside one item (sub-queries, references) is evaluated at once, as groq-js would.
 * The result is the one groq-js gives for the whole query (evaluate-in-turns.test.ts checks every
 * query of the site).
 */
export async function evaluateInTurns(tree: ExprNode, options: EvaluateOptions, turns: Turns): Promise<unknown> {
  return new SlicedEvaluation(options, turns).run(tree as unknown as Node)
}

type Node = { type: string; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** The parameter that stands in for a node's base once it has been evaluated. */
const BASE_PARAMETER = '__base'
const BASE: Node = { type: 'Parameter', name: BASE_PARAMETER }

/** Nodes that work on each item of their base list by itself, so the list can be cut into slices. */
const ITEMWISE = new Set(['Filter', 'Map', 'FlatMap'])

/** A list's first slice is this long; the next ones are sized to take about SLICE_MS each. */
const FIRST_SLICE = 8
const SLICE_MS = 2

class SlicedEvaluation {
  private readonly options: EvaluateOptions
  private readonly turns: Turns

  constructor(options: EvaluateOptions, turns: Turns) {
    this.turns = turns
    // One moment for the whole query, as groq-js gives it: now() must not move on between slices.
    this.options = { ...options, timestamp: options.timestamp ?? new Date() }
  }

  async run(node: Node): Promise<unknown> {
    if (node.type === 'Everything') return this.options.dataset
    if (
      node.type === 'Object' &&
      (node.attributes as Node[]).every((attribute) => attribute.type === 'ObjectAttributeValue')
    ) {
      const result: Record<string, unknown> = {}
      for (const attribute of node.attributes as Node[])
        result[attribute.name as string] = await this.run(attribute.value as Node)
      return result
    }
    if (!isNode(node.base)) return this.evaluate(node, this.options.params)
    const base = await this.run(node.base)
    const onBase = { ...node, base: BASE }
    if (!Array.isArray(base)) return this.over(onBase, base)
    if (ITEMWISE.has(node.type)) return this.sliced(onBase, base)
    if (isOrder(onBase)) return this.ordered(onBase, base)
    return this.over(onBase, base)
  }

  /** The node over its (already evaluated) base list, a slice at a time. */
  private async sliced(node: Node, base: readonly unknown[]): Promise<unknown[]> {
    const results: unknown[] = []
    let length = FIRST_SLICE
    for (let start = 0; start < base.length;) {
      if (this.turns.due()) await this.turns.pause()
      const slice = base.slice(start, start + length)
      const started = performance.now()
      // Each of these nodes gives a list when its base is a list.
      for (const item of this.over(node, slice) as unknown[]) results.push(item)
      start += slice.length
      length = nextSliceLength(length, performance.now() - started)
    }
    return results
  }

  /**
   * `list | order(…)`: each item's sort keys are worked out by groq-js a slice at a time (the costly
   * part: `lower(sync.title)` for 10,000 services), then sorted here the way groq-js sorts them
   * (groq-order.ts), much quicker than groq-js's own sort of the same keys (decision 0050 has the figures).
   */
  private async ordered(node: Node, base: readonly unknown[]): Promise<unknown[]> {
    const orderings = node.args as Node[]
    const keyOf = (ordering: Node) =>
      ordering.type === 'Asc' || ordering.type === 'Desc' ? (ordering.base as Node) : ordering
    const keysOf = {
      type: 'Map',
      base: BASE,
      expr: {
        type: 'Array',
        elements: orderings.map((ordering) => ({ type: 'ArrayElement', value: keyOf(ordering), isSplat: false })),
      },
    }
    const keys = (await this.sliced(keysOf, base)) as unknown[][]
    if (this.turns.due()) await this.turns.pause()
    const descending = orderings.map((ordering) => ordering.type === 'Desc')
    return orderByKeys(base, keys, descending)
  }

  /** A node whose base is BASE, over that base's value. */
  private over(node: Node, base: unknown): unknown {
    return this.evaluate(node, { ...this.options.params, [BASE_PARAMETER]: base })
  }

  private evaluate(node: Node, params: EvaluateOptions['params']): unknown {
    return evaluateSync(node as unknown as ExprNode, { ...this.options, params }).data
  }
}

/** `… | order(…)` whose keys depend on each item alone (no `^`), so they can be worked out a slice at a time. */
function isOrder(node: Node): boolean {
  return node.type === 'PipeFuncCall' && node.name === 'order' && !JSON.stringify(node.args).includes('"type":"Parent"')
}

/** Grows or shrinks a slice (at most twofold at a time) towards the length that takes SLICE_MS. */
function nextSliceLength(length: number, elapsedMs: number): number {
  const fitting = elapsedMs > 0 ? Math.round((length * SLICE_MS) / elapsedMs) : length * 2
  return Math.max(1, Math.min(length * 2, Math.max(Math.ceil(length / 2), fitting)))
}
