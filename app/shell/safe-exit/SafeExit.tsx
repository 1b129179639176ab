import { useSiteSettings } from '~/content/site-settings'
import { CmsLink } from '~/ui/CmsLink'
import { Icon } from '~/ui/icons'
import { FALLBACK_EXIT_URL } from '../fallback-shell'
import { EXIT_MARKUP } from './exit-markup'
import { EXIT_ROUTE, exitHref } from './exit-page'

/**
 * The button itself, with the status region the script announces presses in: also written into the
 * pages the server makes without React Router (app/shell/standalone-page.server.ts).
 */
export function SafeExitButton({ exitUrl }: { exitUrl: string }) {
  const status = { [EXIT_MARKUP.statusAttribute]: '' }
  return (
    <nav className="safe-exit" aria-label="Exit this page">
      <a href={EXIT_ROUTE} rel="noreferrer" className={EXIT_MARKUP.button} data-exit-url={exitUrl}>
        <Icon name="safeExit" />
        <span className="safe-exit__label">
          <span className="visually-hidden">Emergency </span>Exit this page
        </span>
        <span className={EXIT_MARKUP.presses} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      </a>
      {/* The script writes each press's announcement here. Its text is the script's, never React's:
          an empty innerHTML is not hydrated, so words written before hydration are no mismatch. */}
      <div role="status" className="visually-hidden" {...status} dangerouslySetInnerHTML={{ __html: '' }} />
    </nav>
  )
}

/**
 * GOV.UK's 'Exit this page' (DESIGN.md): a button that stays at the top of the screen on every page,
 * and Shift pressed three times, both leave for the exit site from the site settings at once. What
 * they do is the page's inline script's (exit-program.ts, rendered by SafeExitScript in <head>), so it
 * works from the first paint; this is only its markup. Without JavaScript the button is a link to GET
 * /exit, which clears the site's cache and storage and redirects there. Render it at the top of <body>,
 * before the header.
 */
export function SafeExit() {
  const safeExit = useSiteSettings()?.safeExit
  // Never without a way out: the built-in exit site when the settings have none or could not be loaded.
  const href = exitHref(safeExit?.exitUrl) ?? FALLBACK_EXIT_URL
  const hasBrowsingSafely = Boolean(safeExit?.browsingSafely?.href)

  return (
    <>
      <SafeExitButton exitUrl={href} />
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
