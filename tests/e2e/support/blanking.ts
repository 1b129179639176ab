/** What the page was like at the moment 'Exit this page' hid <body>. */
export interface Blanking {
  /** Date.now() in the page at that moment. */
  at: number
  /** document.title at that moment. */
  title: string
  /** Whether <main> could still be seen. */
  mainVisible: boolean
}

/**
 * An init script (`addInitScript(watchForBlanking)`, with `reportBlanking` exposed to the page): reports
 * a Blanking each time <body> is hidden. It runs in the page, so it may use nothing from this module.
 */
export function watchForBlanking() {
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(() => {
      if (!document.body.hidden) return
      const report = (window as unknown as { reportBlanking: (blanking: Blanking) => void }).reportBlanking
      report({
        at: Date.now(),
        title: document.title,
        mainVisible: Boolean(document.querySelector('main')?.checkVisibility()),
      })
    }).observe(document.body, { attributes: true, attributeFilter: ['hidden'] })
  })
}
