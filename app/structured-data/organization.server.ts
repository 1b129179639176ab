import { href } from 'react-router'
import type { SearchAction, WebSite, WithContext, Organization } from 'schema-dts'
import { SITE_ICON_PNGS } from '~/shell/site-icons'
import { absoluteUrl } from '~/lib/addresses/site-url'
import { known, organizationId, type SiteIdentity } from './nodes.server'

/**
 * The home page's Organization: the node every other page's provider, publisher or employer names. Its
 * logo is the site's icon as a PNG (Google shows a raster logo of at least 112 × 112 pixels).
 */
export function organizationJsonLd(site: SiteIdentity): WithContext<Organization> {
  const phone = known(site.phone)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    url: absoluteUrl(site.siteUrl, '/'),
    logo: absoluteUrl(site.siteUrl, SITE_ICON_PNGS.logo.path),
    ...(phone ? { telephone: phone } : {}),
  }
}

/** Google's sitelinks search box reads `query-input`, which schema.org does not define. */
type SiteSearchAction = SearchAction & { 'query-input': string }

/** The home page's WebSite with a SearchAction pointing at /search (the search words are the placeholder, never a visitor's). */
export function webSiteJsonLd(site: SiteIdentity): WithContext<WebSite> {
  const searchAction: SiteSearchAction = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(site.siteUrl, href('/search'))}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl(site.siteUrl, '/'),
    publisher: { '@id': organizationId(site) },
    potentialAction: searchAction,
  }
}
