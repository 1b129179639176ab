import type { ExprNode } from 'groq-js'

type Node = { type: string; [key: string]: unknown }

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/**
 * The document types a query can read through `*`, or undefined when some `*` in it is not narrowed
 * by a `_type` condition. The local backend evaluates such a query over only those types, which gives
 * the same result (references resolve through the full id index) at a fraction of the cost.
 */
export function typesQueried(tree: ExprNode): Set<string> | undefined {
  const types = new Set<string>()
  let unscoped = false

  const visit = (value: unknown) => {
    if (unscoped) return
    if (Array.isArray(value)) {
      value.forEach(visit)
      return
    }
    if (!isNode(value)) return
    if (value.type === 'Everything') {
      unscoped = true
      return
    }
    if (value.type === 'Filter' && isNode(value.base) && value.base.type === 'Everything') {
      const constrained = typeConstraint(value.expr)
      if (!constrained) {
        unscoped = true
        return
      }
      constrained.forEach((type) => types.add(type))
      visit(value.expr)
      return
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'type') visit(child)
  }

  visit(tree)
  return unscoped ? undefined : types
}

/** The types a filter expression allows, when it says so with `_type == "x"` or `_type in [...]`. */
function typeConstraint(expression: unknown): string[] | undefined {
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
        const values = (right.elements as Node[]).map((element) => (element.isSplat ? undefined : stringValue(element.value)?.[0]))
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
