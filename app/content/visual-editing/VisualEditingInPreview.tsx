import { lazy, Suspense } from 'react'
import { useIsHydrated } from '~/lib/hydration/use-is-hydrated'

/** A separate script, fetched only by an editor's browser in preview: visitors never download the overlays. */
const Overlays = lazy(() => import('./Overlays.client'))

/** The visual-editing overlays, in preview with visual editing on (the root loader decides), in the browser only. */
export function VisualEditingInPreview({ enabled }: { enabled: boolean }) {
  const hydrated = useIsHydrated()
  if (!enabled || !hydrated) return null
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  )
}
