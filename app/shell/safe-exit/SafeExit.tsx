import { useEffect, useState } from 'react'
import { useSiteSettings } from '~/shell/site-settings'
import { CmsLink } from '~/ui/CmsLink'
import { Icon } from '~/ui/icons'
import { FALLBACK_EXIT_URL } from '../fallback-shell'
import { EXIT_ROUTE, exitHref, exitPage, showPageAgain } from './exit-page'
import { listenForExitShortcut, type ExitShortcutProgress } from './exit-shortcut'

const NO_PROGRESS: ExitShortcutProgress = { presses: 0, announcement: '' }

/**
 * GOV.UK's 'Exit this page' (DESIGN.md): a button that stays at the top of every page, and Shift
 * pressed three times, both leave for the exit site from the site settings at once. Without JavaScript
 * the button is a link to GET /exit, which clears the site's cache and storage and redirects there.
 * Render it at the top of <body>, before the header.
 */
export function SafeExit() {
  const safeExit = useSiteSettings()?.safeExit
  // Never without a way out: the built-in exit site when the settings have none or could not be loaded.
  const href = exitHref(safeExit?.exitUrl) ?? FALLBACK_EXIT_URL
  const hasBrowsingSafely = Boolean(safeExit?.browsingSafely?.href)
  const [progress, setProgress] = useState(NO_PROGRESS)

  useEffect(() => {
    const stopListening = listenForExitShortcut(document, setProgress, () => exitPage(href))
    function onPageShow(event: PageTransitionEvent) {
      showPageAgain(event)
      setProgress(NO_PROGRESS)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => {
      stopListening()
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [href])

  return (
    <>
      <nav className="safe-exit" aria-label="Exit this page">
        <a
          href={EXIT_ROUTE}
          rel="noreferrer"
          className="safe-exit__button"
          onClick={(event) => {
            event.preventDefault()
            exitPage(href)
          }}
        >
          <Icon name="safeExit" />
          <span className="safe-exit__label">
            <span className="visually-hidden">Emergency </span>Exit this page
          </span>
          <span className="safe-exit__presses" aria-hidden="true" data-presses={progress.presses}>
            <span />
            <span />
            <span />
          </span>
        </a>
        <div role="status" className="visually-hidden">
          {progress.announcement}
        </div>
      </nav>
      {/* Sits beside the floated button at the top and clears it, so the header starts below both. */}
      <div className="safe-exit-links">
        {hasBrowsingSafely ? (
          <nav aria-label="Browsing safely">
            <CmsLink link={safeExit?.browsingSafely} />
          </nav>
        ) : null}
      </div>
    </>
  )
}
