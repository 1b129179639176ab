import { lazy, Suspense } from 'react'
import { useIsHydrated } from '~/lib/hydration/use-is-hydrated'
import type { ThirdPartyScripts } from './third-party-scripts'

// Its own file, fetched once the page has hydrated, and only where the settings name a script to load.
const PageViews = lazy(() => import('./PageViews').then((module) => ({ default: module.PageViews })))

/**
 * Page views and the third-party scripts (PageViews.tsx) where TAG_MANAGER_ID or
 * SESSION_RECORDING_SCRIPT_URL is set; without either (the default, and preview) there is nothing to
 * load or send, and no page carries the code. PageViews draws nothing and starts after the page has
 * rendered, so it waits for hydration: it is not in the JavaScript every page needs first (issue 10).
 */
export function PageViewsWhenConfigured({
  scripts,
  notFound,
}: {
  scripts: ThirdPartyScripts | null | undefined
  notFound: boolean
}) {
  const hydrated = useIsHydrated()
  if (!hydrated || !scripts) return null
  return (
    <Suspense fallback={null}>
      <PageViews scripts={scripts} notFound={notFound} />
    </Suspense>
  )
}
