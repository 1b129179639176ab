import { env } from '~/config/env.server'
import { parseSitemapPart, sitemapPartXml } from '~/discover/sitemap'
import { sitemapEntries } from '~/discover/sitemap-entries.server'
import type { Route } from './+types/sitemap-part'

/** GET /sitemaps/{n}.xml: one part of a sitemap too long for one file (named by /sitemap.xml's index); 404 otherwise. */
export async function loader({ params }: Route.LoaderArgs) {
  const number = parseSitemapPart(params.part)
  const xml = number === undefined ? null : sitemapPartXml(await sitemapEntries(), number, env().SITE_URL)
  if (xml === null)
    return new Response('There is no such sitemap.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
