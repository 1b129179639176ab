export interface Page<Item> {
  items: Item[]
  page: number
  pageCount: number
}

/** Parses a ?page= value: absent is page 1; anything but a whole number from 1 is refused. */
export function parsePageNumber(value: string | null): number | undefined {
  if (value === null || value === '') return 1
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined
}

export function paginate<Item>(items: Item[], page: number, perPage: number): Page<Item> | undefined {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  if (page > pageCount) return undefined
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount }
}
