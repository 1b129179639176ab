import type { BreadcrumbList, WithContext } from 'schema-dts'
import type { Crumb } from '~/ui/Breadcrumbs'
import { absoluteUrl } from '~/lib/addresses/site-url'
import { known, type SiteIdentity } from './nodes.server'

/**
 * The BreadcrumbList of the trail a page shows (app/ui/Breadcrumbs.tsx): Home, each crumb of the
 * trail, then the page itself at its canonical URL (pageUrl). Crumbs without a title are left out.
 */
export function breadcrumbJsonLd(
  site: SiteIdentity,
  trail: readonly Crumb[],
  current: { title: string | null | undefined; url: string },
): WithContext<BreadcrumbList> {
  const items = [
    { name: 'Home', item: absoluteUrl(site.siteUrl, '/') },
    ...trail.flatMap((crumb) => {
      const name = known(crumb.title)
      return name ? [{ name, item: absoluteUrl(site.siteUrl, crumb.href) }] : []
    }),
  ]
  const currentName = known(current.title)
  if (currentName) items.push({ name: currentName, item: current.url })
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.item,
    })),
  }
}
