import { DateTime, Path } from 'groq-js'

/**
 * GROQ's `order()`, given each item's keys already worked out: groq-js's own rules (its
 * `totalCompare`), which it does not export. Keys of different types sort datetimes first, then
 * numbers, strings and booleans, then everything else (null, objects, arrays) as equal; ties keep the
 * list's order.
 */
export function orderByKeys<Item>(
  items: readonly Item[],
  keys: readonly unknown[][],
  descending: readonly boolean[],
): Item[] {
  const positions = items.map((_item, position) => position)
  positions.sort((a, b) => {
    for (let key = 0; key < descending.length; key += 1) {
      const compared = totalCompare(keys[a]![key], keys[b]![key])
      if (compared !== 0) return descending[key] ? -compared : compared
    }
    return a - b
  })
  return positions.map((position) => items[position]!)
}

const TYPE_ORDER: Record<string, number> = { datetime: 1, number: 2, string: 3, boolean: 4 }
const UNORDERED = 100

function typeOf(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return 'array'
  if (value instanceof Path) return 'path'
  if (value instanceof DateTime) return 'datetime'
  return typeof value
}

function totalCompare(a: unknown, b: unknown): number {
  const typeA = typeOf(a)
  const typeB = typeOf(b)
  const orderA = TYPE_ORDER[typeA] ?? UNORDERED
  const orderB = TYPE_ORDER[typeB] ?? UNORDERED
  if (orderA !== orderB) return orderA - orderB
  if (typeA !== typeB) return 0
  switch (typeA) {
    case 'number':
      return (a as number) - (b as number)
    case 'boolean':
      return Number(a) - Number(b)
    case 'string':
      return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0
    case 'datetime':
      return (a as DateTime).compareTo(b as DateTime)
    default:
      return 0
  }
}
