import { useCallback, type RefCallback } from 'react'
import { useNavigate } from 'react-router'

/**
 * For markup the browser keeps from the server without rendering it (html-only sections, kept
 * carousel slides): a ref that makes a click on one of the site's own links in the element (React
 * Router's `<Link>` marks them `data-discover`) a client navigation, as the `<Link>` itself would have
 * made it. Links already handled, new-tab clicks, downloads, other windows and other sites are left
 * to the browser. Links stay links: keyboard activation is the same click.
 */
export function useFollowSiteLinks(): RefCallback<HTMLElement> {
  const navigate = useNavigate()
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return
      const follow = (event: MouseEvent) => {
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey
        )
          return
        const link = event.target instanceof Element ? event.target.closest('a[data-discover]') : null
        if (!(link instanceof HTMLAnchorElement) || !element.contains(link)) return
        if (
          (link.target && link.target !== '_self') ||
          link.hasAttribute('download') ||
          link.origin !== window.location.origin
        )
          return
        event.preventDefault()
        void navigate(link.pathname + link.search + link.hash)
      }
      element.addEventListener('click', follow)
      return () => element.removeEventListener('click', follow)
    },
    [navigate],
  )
}
