import { CmsLink } from '~/ui/CmsLink'
import { SanityImage } from '~/ui/SanityImage'
import { SERVICES_MENU, type MenusResponse } from './menus'

type NavigationMenu = MenusResponse['navigation'][number]
type ServicesMenu = NonNullable<MenusResponse['services']>
type Feature = NavigationMenu['feature']

/** The feature card at the end of a menu: an illustration, a few words and a button. */
function MenuFeature({ feature }: { feature: Feature }) {
  if (!feature?.title) return null
  return (
    <div className="menu-feature">
      <SanityImage
        image={feature.illustration}
        width={240}
        shape="photo"
        fixed
        className="menu-feature__image"
        decorative
      />
      <p className="menu-feature__title">{feature.title}</p>
      {feature.text ? <p>{feature.text}</p> : null}
      <CmsLink link={feature.button} className="button button--secondary" />
    </div>
  )
}

/** The panel of one main-navigation item: lists of primary and secondary links, then the feature. */
function NavigationPanel({ item }: { item: NavigationMenu }) {
  return (
    <div className="menu-panel__inner">
      {item.lists?.map((list) => (
        <div key={list._key} className="menu-list">
          {list.title ? <p className="menu-list__title">{list.title}</p> : null}
          <ul role="list" className="menu-list__primary">
            {list.primaryLinks?.map((link, index) => (
              <li key={index}>
                <CmsLink link={link} />
              </li>
            ))}
          </ul>
          {list.secondaryLinks?.length ? (
            <ul
              role="list"
              className="menu-list__secondary"
              aria-label={list.title ? `More about ${list.title.toLowerCase()}` : undefined}
            >
              {list.secondaryLinks.map((link, index) => (
                <li key={index}>
                  <CmsLink link={link} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
      <MenuFeature feature={item.feature} />
    </div>
  )
}

/** The services menu: its links, the entry into the service finder, and its feature. */
function ServicesPanel({ menu }: { menu: ServicesMenu }) {
  return (
    <div className="menu-panel__inner">
      <div className="menu-list">
        <ul role="list" className="menu-list__primary">
          {menu.links?.map((link, index) => (
            <li key={index}>
              <CmsLink link={link} />
            </li>
          ))}
        </ul>
      </div>
      {menu.serviceFinder?.title ? (
        <div className="menu-finder">
          <p className="menu-list__title">{menu.serviceFinder.title}</p>
          {menu.serviceFinder.description ? <p>{menu.serviceFinder.description}</p> : null}
          <CmsLink link={menu.serviceFinder.button} className="button" />
        </div>
      ) : null}
      <MenuFeature feature={menu.feature} />
    </div>
  )
}

/** A menu's content, once the menus and this module have arrived (MenuPanelContent.tsx says when). */
export default function MenuPanel({ menus, menuKey }: { menus: MenusResponse; menuKey: string }) {
  if (menuKey === SERVICES_MENU) return menus.services ? <ServicesPanel menu={menus.services} /> : null
  const item = menus.navigation.find((candidate) => candidate._key === menuKey)
  return item ? <NavigationPanel item={item} /> : null
}
