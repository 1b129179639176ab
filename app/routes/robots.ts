import { env } from '~/config/env.server'
import { robotsTxt } from '~/discover/robots'

/** GET /robots.txt (app/discover/robots.ts), shared and kept like a page. */
export function loader() {
  return new Response(robotsTxt(env().SITE_URL), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
