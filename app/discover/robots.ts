import { href } from 'react-router'
import { absoluteUrl } from '~/shell/site-url'

/**
 * /robots.txt: where the sitemap is, and the only paths crawlers are asked to leave alone: search
 * results (endless, and noindex anyway), booking confirmations (one visitor's reference) and the
 * problem report forms (a form a page, noindex, and their thank-you pages). Nothing
 * that hides a real page: '/search' alone would also stop a content page like /search-tips, so the
 * search page is named exactly ('$', which crawlers without it read as part of a path that does not
 * exist) and with its query string or a trailing slash.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /search$',
    'Disallow: /search?',
    'Disallow: /search/',
    'Disallow: /booking/*/confirmation/',
    'Disallow: /report/',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, href('/sitemap.xml'))}`,
    '',
  ].join('\n')
}
