import { useRouteLoaderData } from 'react-router'
import type { SettingsQueryResult } from '~/content/sanity.types'
import type { loader as rootLoader } from '~/root'

export type SiteSettings = NonNullable<SettingsQueryResult>

/** The site settings the root route loaded for every page. */
export function useSiteSettings(): SiteSettings | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.settings ?? null
}
