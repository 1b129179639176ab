import { useEffect, useRef, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react'
import { Form, href, Link, useLocation } from 'react-router'
import { AccessibilitySettingsMenu } from '~/preferences/AccessibilitySettingsMenu'
import { CmsLink } from '~/ui/CmsLink'
import { Icon } from '~/ui/icons'
import { SERVICES_MENU } from './menus'
import { MenuPanelContent } from './MenuPanelContent'
import { useHeaderTint } from './header-tint'
import { cssColour } from '~/ui/category-colours'
import type { SiteSettings } from '~/content/site-settings'
import { PRODUCT } from '~/lib/titles/page-title'
import { useMenus } from './use-menus'
import { hydratedLater } from '~/lib/hydration/hydrated-later'
import { PlainSearchInput } from '~/search/PlainSearchInput'

/** The search box's suggestions hydrate from their own file; until then it is the plain input the server drew. */
const SearchCombobox = hydratedLater(
  () => import('~/search/SearchCombobox').then((module) => module.SearchCombobox),
  PlainSearchInput,
)

/** The header's search field; on a phone it is behind the Search button, which moves focus to it. */
const SEARCH_FIELD = 'header-search-q'

interface MenuItem {
  key: string
  label: string
  link: ReactNode
  hasMenu: boolean
}

/**
 * The site header: name, search, languages link and the main navigation. Each top-level item is a link
 * plus a disclosure button for its menu (the WAI-ARIA disclosure navigation pattern), so the links work
 * before the page is interactive and without JavaScript. One menu is open at a time; Escape, a click
 * outside and focus moving outside close it. On a phone the header is one compact row (language help,
 * search and settings as icon buttons, then Menu) and the search form opens under it
 * (docs/decisions/0022-nothing-sticky-covers-focus.md); without scripts the form is always shown. At
 * large text the name takes a row and the four buttons, Menu drawn as three bars, the next
 * (docs/decisions/0041-a-compact-header-at-large-text.md).
 */
export function SiteHeader({ settings }: { settings: SiteSettings | null }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null)
  const [menuShown, setMenuShown] = useState(false)
  const [searchShown, setSearchShown] = useState(false)
  const focusSearch = useRef(false)
  const location = useLocation()
  const navRef = useRef<HTMLElement>(null)
  const tint = useHeaderTint()
  const menus = useMenus()

  useEffect(() => {
    setOpenMenu(null)
    setMenuShown(false)
    setSearchShown(false)
  }, [location.pathname, location.search])
  useEffect(() => {
    if (!searchShown || !focusSearch.current) return
    focusSearch.current = false
    document.getElementById(SEARCH_FIELD)?.focus()
  }, [searchShown])

  function toggleSearch() {
    focusSearch.current = !searchShown
    setSearchShown(!searchShown)
  }

  // A menu closes when focus moves to anything outside its item (its link, toggle and panel), the next
  // item's link included, so nothing focused is ever hidden under it (WCAG 2.4.11). Focus moving to
  // nothing (a click on plain text in the panel) leaves it open: a click outside closes it above.
  function closeWhenFocusLeaves(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget
    if (!openMenu || !(next instanceof Node)) return
    const item = event.currentTarget.querySelector(`#menu-${openMenu}`)?.closest('li')
    if (!item?.contains(next)) setOpenMenu(null)
  }
  useEffect(() => {
    if (!openMenu) return
    const close = (event: KeyboardEvent | MouseEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return
        navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="menu-${openMenu}"]`)?.focus()
      } else if (navRef.current?.contains(event.target as Node)) {
        return
      }
      setOpenMenu(null)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('click', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('click', close)
    }
  }, [openMenu])

  const items: MenuItem[] = []
  const services = settings?.navigationServices
  if (services?.title) {
    items.push({
      key: SERVICES_MENU,
      label: services.title,
      link: (
        <Link to={href('/services')} className="site-nav__link">
          {services.title}
        </Link>
      ),
      hasMenu: true,
    })
  }
  for (const item of settings?.navigation ?? []) {
    items.push({
      key: item._key,
      label: item.link?.title ?? '',
      link: <CmsLink link={item.link} className="site-nav__link" />,
      hasMenu: item.hasMenu === true,
    })
  }

  return (
    <header className="site-header" style={tint ? ({ '--header-tint': cssColour(tint) } as CSSProperties) : undefined}>
      <div className="container site-header__inner">
        <Link to={href('/')} className="site-header__name">
          {settings?.title ?? PRODUCT}
        </Link>
        <div className="site-header__tools">
          {settings?.languageHelp ? (
            <CmsLink link={settings.languageHelp} className="site-header__tool">
              <Icon name="translate" />
              <span className="site-header__tool-label">{settings.languageHelp.title}</span>
            </CmsLink>
          ) : null}
          <button
            type="button"
            className="site-header__tool search-toggle"
            aria-expanded={searchShown}
            aria-controls="header-search"
            onClick={toggleSearch}
          >
            <Icon name="search" />
            <span className="site-header__tool-label">Search</span>
          </button>
          <Form
            id="header-search"
            role="search"
            aria-label="Site search"
            action={href('/search')}
            method="get"
            className={`header-search${searchShown ? ' header-search--shown' : ''}`}
          >
            <SearchCombobox
              id={SEARCH_FIELD}
              label="Search this site"
              placeholder="Search"
              inputClassName="header-search__input"
            />
            <button type="submit" className="header-search__button">
              Search
            </button>
          </Form>
          <AccessibilitySettingsMenu />
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuShown}
            aria-controls="site-nav"
            onClick={() => setMenuShown((shown) => !shown)}
          >
            <span className="menu-toggle__bars" aria-hidden="true" />
            <span className="menu-toggle__label">Menu</span>
          </button>
        </div>
      </div>
      <nav
        id="site-nav"
        aria-label="Main"
        ref={navRef}
        className={`site-nav${menuShown ? ' site-nav--shown' : ''}`}
        onPointerEnter={menus.want}
        onFocus={menus.want}
        onBlur={closeWhenFocusLeaves}
      >
        <ul className="container site-nav__list" role="list">
          {items.map((item) => {
            const open = openMenu === item.key
            return (
              <li key={item.key} className="site-nav__item">
                {item.link}
                {item.hasMenu ? (
                  <>
                    <button
                      type="button"
                      className="site-nav__toggle"
                      aria-expanded={open}
                      aria-controls={`menu-${item.key}`}
                      onClick={() => {
                        menus.want()
                        setOpenMenu(open ? null : item.key)
                      }}
                    >
                      <span className="visually-hidden">{`${item.label} menu`}</span>
                      <span aria-hidden="true" className="site-nav__chevron" />
                    </button>
                    <div id={`menu-${item.key}`} className="menu-panel" hidden={!open}>
                      {open ? <MenuPanelContent state={menus.state} menuKey={item.key} /> : null}
                    </div>
                  </>
                ) : null}
              </li>
            )
          })}
        </ul>
      </nav>
    </header>
  )
}
