import { lazy, Suspense } from 'react'
import type { Perspective } from '~/content/source/types'
import { useIsHydrated } from '~/lib/hydration/use-is-hydrated'

// Each its own script, fetched once the page has hydrated (vite.config.ts keeps them out of the shell).
const RoutePreloads = lazy(() => import('./RoutePreloads').then((module) => ({ default: module.RoutePreloads })))
const LiveContent = lazy(() => import('~/content/live/LiveContent').then((module) => ({ default: module.LiveContent })))

/**
 * The shell's helpers that draw nothing and only start once the page is interactive: link preloads
 * (RoutePreloads.tsx) and live content (LiveContent.tsx, which waits 1.5 s before listening anyway).
 * They stay out of the JavaScript every page needs before it is interactive (issue 10).
 */
export function AfterHydration({ perspective }: { perspective: Perspective }) {
  const hydrated = useIsHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <RoutePreloads />
      <LiveContent perspective={perspective} />
    </Suspense>
  )
}
