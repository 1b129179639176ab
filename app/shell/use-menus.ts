import { useCallback, useEffect, useState } from 'react'
import type { MenusResponse, MenusState } from './menus'
import { loadMenuPanel } from './MenuPanelContent'

/**
 * One request for the menus per page load, shared by every header that asks; forgotten when it fails.
 * It also fetches the code that draws them, so a menu is ready to show when this settles.
 */
let menusRequest: Promise<MenusResponse> | undefined

function requestMenus(): Promise<MenusResponse> {
  if (!menusRequest) {
    // no-cache: always revalidate (a 304 costs a few bytes) rather than let the browser answer from a
    // stale copy and revalidate in the background, as stale-while-revalidate would have it do.
    const data = fetch('/api/menus', { headers: { accept: 'application/json' }, cache: 'no-cache' }).then(
      async (response) => {
        if (!response.ok) throw new Error(`menus: ${response.status}`)
        return (await response.json()) as MenusResponse
      },
    )
    const request = Promise.all([data, loadMenuPanel()]).then(([menus]) => menus)
    menusRequest = request
    request.catch(() => {
      if (menusRequest === request) menusRequest = undefined
    })
  }
  return menusRequest
}

/**
 * The main navigation's menus, fetched once per page load: as soon as the page has loaded (so they
 * never compete with the page's own files), or sooner when the visitor reaches for the navigation
 * (`want`). A failure leaves the top links working and is tried again on the next reach; it never
 * reaches an error page.
 */
export function useMenus(): { state: MenusState; want: () => void } {
  const [state, setState] = useState<MenusState>({ status: 'idle' })

  // Asking again is cheap: requestMenus shares the request under way or made, and repeats one that failed.
  const want = useCallback(() => {
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }))
    requestMenus().then(
      (menus) => setState((current) => (current.status === 'ready' ? current : { status: 'ready', menus })),
      () => setState({ status: 'failed' }),
    )
  }, [])

  useEffect(() => {
    if (document.readyState === 'complete') return want()
    window.addEventListener('load', want, { once: true })
    return () => window.removeEventListener('load', want)
  }, [want])

  return { state, want }
}
