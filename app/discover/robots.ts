import { href } from 'react-router'
import { absoluteUrl } from '~/lib/addresses/site-url'

/**
 * /robots.txt: where the sitemap is, and the only paths crawlers are asked to leave alone: booking
 * confirmations (one visitor's reference) and the problem report forms (a form a page, noindex, and
 * their thank-you pages). Search is not disallowed: its pages say `noindex` (results always, the search
 * page as the CMS says), and a crawler kept out by robots.txt never reads that, so a search address
 * linked from elsewhere could be listed, words and all, from the link alone (issue 34).
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /booking/*/confirmation/',
    'Disallow: /report/',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, href('/sitemap.xml'))}`,
    '',
  ].join('\n')
}
