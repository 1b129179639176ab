import type { ComponentType } from 'react'
import type { MenusResponse, MenusState } from './menus'

type MenuPanelComponent = ComponentType<{ menus: MenusResponse; menuKey: string }>

/** The menus' lists and feature cards, once fetched: code only a visitor who opens a menu needs. */
let MenuPanel: MenuPanelComponent | null = null

/**
 * Fetches the code that draws the menus; use-menus.ts fetches it with their data, so a menu whose
 * data is ready can also be drawn at once (no loading flash, and focus can move straight into it).
 */
export async function loadMenuPanel(): Promise<void> {
  MenuPanel = (await import('./MenuPanel')).default
}

/**
 * A menu's content once the menus have arrived (app/shell/use-menus.ts); until then a short status, so
 * a visitor who opens a menu early knows it is coming, and the top link beside it always works.
 */
export function MenuPanelContent({ state, menuKey }: { state: MenusState; menuKey: string }) {
  if (state.status === 'ready' && MenuPanel) return <MenuPanel menus={state.menus} menuKey={menuKey} />
  return (
    <p className="menu-panel__inner menu-panel__status" role="status">
      {state.status === 'failed'
        ? 'This menu could not be loaded. Close it and open it again to retry, or follow the link beside it.'
        : 'Loading the menu…'}
    </p>
  )
}
