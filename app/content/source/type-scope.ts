import type { ExprNode } from 'groq-js'

/** A node of groq-js's syntax tree, as these rewrites and checks read it. */
export type Node = { type: string; [key: string]: unknown }

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** A filter over `*` that a `_type` condition narrows, rewritten to read only those types' documents. */
export interface TypeScope {
  /** The parameter that stands for the documents of these types in the rewritten query. */
  parameter: string
  types: Set<string>
}

/**
 * Rewrites every `*[…]` whose condition allows only some document types (`_type == "x"`, `_type in
 * […]`) to filter only the documents of those types, given as a parameter: `*[_type == "support" &&
 * category._ref == ^._id]` inside a projection over every category then reads a few dozen supports
 * per category instead of every document. The result is the same: the filter would have dropped
 * every other document. `*` alone, and filters that may match any type, still read everything.
 */
export function scopedByType(tree: ExprNode): { tree: ExprNode; scopes: TypeScope[] } {
  const scopes = new Map<string, TypeScope>()

  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (!isNode(value)) return value
    const copy: Node = { ...value }
    for (const [key, child] of Object.entries(value)) if (key !== 'type') copy[key] = rewrite(child)
    if (copy.type !== 'Filter' || !isNode(copy.base) || copy.base.type !== 'Everything') return copy
    const types = typeConstraint(copy.expr)
    if (!types) return copy
    const parameter = `__documentsOfType:${[...new Set(types)].sort().join(',')}`
    if (!scopes.has(parameter)) scopes.set(parameter, { parameter, types: new Set(types) })
    return { ...copy, base: { type: 'Parameter', name: parameter } }
  }

  return { tree: rewrite(tree) as ExprNode, scopes: [...scopes.values()] }
}

/** The types a filter expression allows, when it says so with `_type == "x"` or `_type in [...]`. */
export function typeConstraint(expression: unknown): string[] | undefined {
  if (!isNode(expression)) return undefined
  switch (expression.type) {
    case 'Group':
      return typeConstraint(expression.base)
    case 'And':
      return typeConstraint(expression.left) ?? typeConstraint(expression.right)
    case 'Or': {
      const left = typeConstraint(expression.left)
      const right = typeConstraint(expression.right)
      return left && right ? [...left, ...right] : undefined
    }
    case 'OpCall': {
      const { op, left, right } = expression
      if (op === '==' && isTypeAttribute(left)) return stringValue(right)
      if (op === '==' && isTypeAttribute(right)) return stringValue(left)
      if (op === 'in' && isTypeAttribute(left) && isNode(right) && right.type === 'Array') {
        const values = (right.elements as Node[]).map((element) =>
          element.isSplat ? undefined : stringValue(element.value)?.[0],
        )
        return values.every((value): value is string => value !== undefined) ? values : undefined
      }
      return undefined
    }
    default:
      return undefined
  }
}

function isTypeAttribute(node: unknown): boolean {
  return isNode(node) && node.type === 'AccessAttribute' && node.name === '_type' && node.base === undefined
}

function stringValue(node: unknown): string[] | undefined {
  return isNode(node) && node.type === 'Value' && typeof node.value === 'string' ? [node.value] : undefined
}
