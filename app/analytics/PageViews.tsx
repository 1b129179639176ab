import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
import { afterRender, dataLayer, pushPageView, sending } from './data-layer'
import { loadScript } from './load-script'
import { pageKindOf, pageView, pageViewsAllowed, type PageKind } from './page-view'
import type { ThirdPartyScripts } from './third-party-scripts'

/**
 * Loads the tag manager and session-recording scripts when the settings name them, and pushes a
 * page view to the data layer after every page (the first one included) has rendered (SPEC 7).
 * Nothing in development, nothing after 'Exit this page', nothing a visitor typed (./page-view.ts).
 */
export function PageViews({
  scripts,
  notFound = false,
}: {
  scripts: ThirdPartyScripts | null | undefined
  notFound?: boolean
}) {
  const location = useLocation()
  const leafRoute = useMatches().at(-1)?.id
  const kind: PageKind = notFound ? 'not-found' : pageKindOf(leafRoute)
  const tagManager = scripts?.tagManager ?? null
  const sessionRecording = scripts?.sessionRecording ?? null
  const enabled = pageViewsAllowed(import.meta.env.DEV)

  useEffect(() => {
    if (!enabled || !sending()) return
    if (tagManager) {
      // Google Tag Manager's own snippet, without its inline script: the start time, then the container.
      // Once a page: the shell is mounted again when an error page replaces a page.
      if (loadScript(tagManager)) dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    }
    if (sessionRecording) loadScript(sessionRecording)
  }, [enabled, tagManager, sessionRecording])

  useEffect(() => {
    if (!enabled || !tagManager) return
    return afterRender(() => pushPageView(pageView(kind, location.pathname, document.title)))
    // One page view per navigation: location.key changes with every one, even to the same address.
  }, [enabled, tagManager, kind, location.key, location.pathname])

  return null
}
