import { parse, type ExprNode } from 'groq-js'

/**
 * groq-js evaluates a query as a chain of promises that never hands the event loop back: a filter or
 * a projection over thousands of documents holds every other request up for hundreds of
 * milliseconds. This rewrites a parsed query so that every filter and every projection over a list
 * first asks `$__turn->`: the local backend answers that reference from its dereference function,
 * which pauses whenever the query has held the loop for its turn. The answer is always null, and the
 * rewritten query gives the same result.
 */
export const TURN_PARAMETER = '__turn'
export const TURN_REFERENCE = '__local.turn'

/** `!defined($__turn->)`: true, once the turn has been taken if it was due. */
const TAKE_TURN = parse(`!defined($${TURN_PARAMETER}->)`)

type Node = { type: string; [key: string]: unknown }
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

export function withTurns(tree: ExprNode): ExprNode {
  return rewrite(tree as unknown as Node) as unknown as ExprNode
}

function rewrite(node: Node): Node {
  const copy: Node = { ...node }
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) copy[key] = value.map((item: unknown) => (isNode(item) ? rewrite(item) : item))
    else if (isNode(value)) copy[key] = rewrite(value)
  }
  if (copy.type === 'Filter') return { ...copy, expr: { type: 'And', left: TAKE_TURN, right: copy.expr } }
  if (copy.type === 'Map') return { ...copy, base: { type: 'Filter', base: copy.base, expr: TAKE_TURN } }
  return copy
}
