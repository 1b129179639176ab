import { enablePreview } from '~/preview/enable.server'
import type { Route } from './+types/enable'

/** Turns draft preview on for this browser (the Studio's preview link): app/preview/enable.server.ts. */
export function loader({ request }: Route.LoaderArgs) {
  return enablePreview(request)
}
