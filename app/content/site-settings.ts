import { useRouteLoaderData } from 'react-router'
import type { ForPage } from '~/content/for-page'
import type { SettingsQueryResult } from '~/content/sanity.types'

/** What the shell shows of the site settings (the root loader keeps their SEO fields on the server). */
export type SiteSettings = Omit<ForPage<NonNullable<SettingsQueryResult>>, 'seo'>

/** What the root route's loader (app/root.tsx) holds of them: this type is their home, not the root module. */
interface RootSettingsData {
  settings: SiteSettings | null
}

/**
 * The settings this browser last loaded: an error page after a failed client navigation (when the root
 * route's data is gone) keeps the whole shell. Only ever set in the browser, never on the server.
 */
let lastLoaded: SiteSettings | null = null

/** The site settings the root route loaded for every page (null when they could not be loaded at all). */
export function useSiteSettings(): SiteSettings | null {
  const settings = useRouteLoaderData<RootSettingsData>('root')?.settings ?? null
  if (settings && typeof document !== 'undefined') lastLoaded = settings
  return settings ?? lastLoaded
}
