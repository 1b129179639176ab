import { pageCountOf, paginate } from '~/ui/pagination/pages'
import type { Paging } from './list-query'

/** HSDS's paginated answer (openapi.json, components.schemas.Page) with this page's items. */
export interface Page<Item> {
  total_items: number
  total_pages: number
  page_number: number
  size: number
  first_page: boolean
  last_page: boolean
  empty: boolean
  contents: Item[]
}

export type PageAnswer<Item> = { ok: true; page: Page<Item> } | { ok: false; message: string }

/** One page of `items`; asking past the last page is a mistake to report (an empty list has one, empty, page). */
export function pageOf<Item>(items: readonly Item[], { page, perPage }: Paging): PageAnswer<Item> {
  const shown = paginate(items, page, perPage)
  const totalPages = pageCountOf(items.length, perPage)
  if (!shown) return { ok: false, message: `page must be from 1 to ${totalPages}: there ${totalPages === 1 ? 'is 1 page' : `are ${totalPages} pages`} of results.` }
  const contents = shown.items
  return {
    ok: true,
    page: {
      total_items: items.length,
      total_pages: totalPages,
      page_number: page,
      size: contents.length,
      first_page: page === 1,
      last_page: page === totalPages,
      empty: items.length === 0,
      contents,
    },
  }
}
