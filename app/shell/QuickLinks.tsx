import { CmsLink } from '~/ui/CmsLink'
import { Icon } from '~/ui/icons'
import type { SiteSettings } from '~/content/site-settings'

/**
 * The phone's quick links (settings.mobileQuickLinks): a row of icon links after the page's content. It
 * does not stick to the screen, so it never covers what has focus or a button beneath it
 * (docs/decisions/0022-nothing-sticky-covers-focus.md). A link to the page the
 * header's language help already leads to is left out: the header offers it once, on every screen.
 */
export function QuickLinks({ settings }: { settings: SiteSettings | null }) {
  const languageHelp = settings?.languageHelp?.href
  const links = (settings?.mobileQuickLinks ?? []).filter(
    (quick) => quick.link?.href && quick.link.href !== languageHelp,
  )
  if (links.length === 0) return null
  return (
    <nav aria-label="Quick links" className="quick-links">
      <ul role="list" className="quick-links__list">
        {links.map((quick, index) => (
          <li key={index}>
            <CmsLink link={quick.link} className="quick-links__link">
              <Icon name={quick.icon} size="1.5rem" />
              {quick.link?.title}
            </CmsLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
