import { env } from '~/config/env.server'
import { sitemapXml } from '~/discover/sitemap'
import { sitemapEntries } from '~/discover/sitemap-entries.server'

/**
 * GET /sitemap.xml: every page search engines may list (app/discover/). Kept like a page: shared,
 * in the page cache by content version, so it changes as soon as the content does.
 */
export async function loader() {
  return new Response(sitemapXml(await sitemapEntries(), env().SITE_URL), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
