import type { ReactNode } from 'react'

/**
 * A field that belongs to one answer: indented under the choices, hidden (with JavaScript) until that
 * answer is chosen. Without scripts every one shows (form.css, keyed on data-scripts, which the <head>
 * script sets before the first paint), so its hint must say when it is needed.
 */
export function ConditionalReveal({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div className="conditional-reveal" hidden={!shown}>
      {children}
    </div>
  )
}
