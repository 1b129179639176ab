import { disablePreview } from '~/preview/enable.server'
import type { Route } from './+types/disable'

/** Turns draft preview off for this browser (the banner's 'exit preview'): app/preview/enable.server.ts. */
export function loader({ request }: Route.LoaderArgs) {
  return disablePreview(request)
}
