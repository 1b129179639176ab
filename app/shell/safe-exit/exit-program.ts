import { FALLBACK_EXIT_URL } from '../fallback-shell'
import { exitPage, showPageAgain } from './exit-page'
import { EXIT_MARKUP } from './exit-markup'
import { listenForExitShortcut, type ExitShortcutProgress } from './exit-shortcut'

/**
 * 'Exit this page', all of it, as an inline <head> script: a program of its own, bundled and minified
 * at build time (scripts/vite/inline-script.ts) and written into every page (SafeExitScript.tsx) and
 * into the pages the server writes without React (app/shell/standalone-page.server.ts). It listens on
 * the document before the body is parsed, so the button and Shift pressed three times work the same
 * from the first paint, long before the page's own scripts have loaded, and after them: React renders
 * only the markup (docs/decisions/0040-one-exit-from-the-first-paint.md).
 */

/** The exit site the server wrote on the button (from the settings, checked there by exitHref), or the built-in one. */
function exitSite(): string {
  return document.querySelector<HTMLElement>(`.${EXIT_MARKUP.button}`)?.dataset.exitUrl || FALLBACK_EXIT_URL
}

function showProgress({ presses, announcement }: ExitShortcutProgress) {
  for (const lights of document.querySelectorAll(`.${EXIT_MARKUP.presses}`))
    lights.setAttribute('data-presses', String(presses))
  for (const status of document.querySelectorAll(`[${EXIT_MARKUP.statusAttribute}]`)) status.textContent = announcement
}

listenForExitShortcut(document, showProgress, () => exitPage(exitSite()))

// Capture, before any handler of the page's own: the press leaves, whatever else the page does with clicks.
document.addEventListener(
  'click',
  (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`.${EXIT_MARKUP.button}`)) return
    event.preventDefault()
    exitPage(exitSite())
  },
  { capture: true },
)

window.addEventListener('pageshow', (event) => {
  showPageAgain(event)
  if (event.persisted) showProgress({ presses: 0, announcement: '' })
})
