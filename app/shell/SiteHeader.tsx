import { Link } from 'react-router'
import { AccessibilitySettingsMenu } from '~/preferences/AccessibilitySettingsMenu'
import { CmsLink } from '~/ui/CmsLink'
import type { SiteSettings } from './site-settings'
import { PRODUCT } from './title'

/** The site name and the main navigation from the site settings. */
export function SiteHeader({ settings }: { settings: SiteSettings | null }) {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__name">
          {settings?.title ?? PRODUCT}
        </Link>
        {settings?.navigation?.length ? (
          <nav aria-label="Main" className="site-nav">
            <ul className="site-nav__list" role="list">
              {settings.navigationServices?.title ? (
                <li>
                  <Link to="/services" className="site-nav__link">
                    {settings.navigationServices.title}
                  </Link>
                </li>
              ) : null}
              {settings.navigation.map((item) => (
                <li key={item._key}>
                  <CmsLink link={item.link} className="site-nav__link" />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <AccessibilitySettingsMenu />
      </div>
    </header>
  )
}
