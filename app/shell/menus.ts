import type { ForPage } from '~/content/for-page'
import type { MenusQueryResult } from '~/content/sanity.types'

type Menus = ForPage<NonNullable<MenusQueryResult>>

/** What GET /api/menus answers (app/routes/api/menus.ts). */
export interface MenusResponse {
  navigation: NonNullable<Menus['navigation']>
  services: Menus['navigationServices']
}

export type MenusState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; menus: MenusResponse }

/** The key of the services menu among the main navigation's items. */
export const SERVICES_MENU = 'services'
