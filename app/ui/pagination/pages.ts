/**
 * The one paginator. Every paged list reads its page number with one limit (PAGE_NUMBER): articles,
 * locations, search, the finder and the service group pages (the finder's answer for one group), and
 * the HSDS API (docs/decisions/0026). Articles, locations, search results and HSDS pages are cut here
 * (`paginate`); the finder's results are a bitset over the services index, from which `runFinder`
 * (app/finder/finder.ts) takes one page's positions itself, its page count from `pageCountOf`.
 */
export interface Page<Item> {
  items: Item[]
  page: number
  pageCount: number
}

/** A page number in an address: a whole number from 1 to 999,999 (no list here comes near it). */
export const PAGE_NUMBER = /^[1-9]\d{0,5}$/

/** Parses a ?page= value: absent is page 1; anything but a whole number from 1 (PAGE_NUMBER) is refused. */
export function parsePageNumber(value: string | null): number | undefined {
  if (value === null || value === '') return 1
  return PAGE_NUMBER.test(value) ? Number(value) : undefined
}

/** How many pages `total` items make: an empty list has one, empty, page. */
export const pageCountOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage))

/** Page `page` of `items`, or undefined past the last page. */
export function paginate<Item>(items: readonly Item[], page: number, perPage: number): Page<Item> | undefined {
  const pageCount = pageCountOf(items.length, perPage)
  if (page > pageCount) return undefined
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount }
}
