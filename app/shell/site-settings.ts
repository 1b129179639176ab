import { useRouteLoaderData } from 'react-router'
import type { WithPageLinks } from '~/content/links'
import type { SettingsQueryResult } from '~/content/sanity.types'
import type { loader as rootLoader } from '~/root'

export type SiteSettings = WithPageLinks<NonNullable<SettingsQueryResult>>

/** The site settings the root route loaded for every page. */
export function useSiteSettings(): SiteSettings | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.settings ?? null
}
