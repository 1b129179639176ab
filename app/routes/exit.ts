import { exitResponse } from '~/shell/safe-exit/exit-response.server'
import type { Route } from './+types/exit'

/** GET /exit: 'Exit this page' without JavaScript (app/shell/safe-exit/exit-response.server.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return exitResponse(request)
}
