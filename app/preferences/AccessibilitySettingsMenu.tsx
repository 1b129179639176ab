import { useEffect, useRef, useState, type ComponentType, type FocusEvent, type KeyboardEvent } from 'react'
import { Icon } from '~/ui/icons'

type SettingsPanel = ComponentType<{ onClose: () => void }>

/** The settings form, once fetched; kept for the page's life, so every header after the first has it at once. */
let loadedPanel: SettingsPanel | null = null
let panelRequest: Promise<SettingsPanel> | null = null

function loadPanel(): Promise<SettingsPanel> {
  panelRequest ??= import('./AccessibilitySettingsPanel').then(
    (module) => (loadedPanel = module.default),
    (error: unknown) => {
      panelRequest = null // try again on the next reach
      throw error
    },
  )
  return panelRequest
}

/**
 * The accessibility settings menu in the site header: a native disclosure (<details>), so it opens with
 * the keyboard and without JavaScript (and then says the settings need it). Its form is a separate
 * chunk, fetched as soon as the visitor points at, touches or focuses the toggle, so it is usually there
 * by the time the menu opens, and focus can move straight into it. Most visitors never open the menu,
 * so no page carries the form's markup or code up front. Escape, a click outside and focus moving
 * outside close it; on a phone the toggle is an icon button (its words stay its accessible name).
 */
export function AccessibilitySettingsMenu() {
  const [Panel, setPanel] = useState<SettingsPanel | null>(() => loadedPanel)
  const [failed, setFailed] = useState(false)
  const [open, setOpen] = useState(false)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)

  function want() {
    if (Panel) return
    setFailed(false)
    loadPanel().then(
      (loaded) => setPanel(() => loaded),
      () => setFailed(true),
    )
  }

  // Opened before the page was interactive: fetch the form now.
  useEffect(() => {
    if (detailsRef.current?.open) want()
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- once, on hydration

  // A click anywhere outside the open panel closes it (the panel lies over the page).
  useEffect(() => {
    if (!open) return
    function closeOnClickOutside(event: MouseEvent) {
      const details = detailsRef.current
      if (details && !details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('click', closeOnClickOutside)
    return () => document.removeEventListener('click', closeOnClickOutside)
  }, [open])

  function close() {
    if (detailsRef.current) detailsRef.current.open = false
    summaryRef.current?.focus()
  }

  // Focus moving to anything outside closes the panel, so the control that has focus is never under it
  // (WCAG 2.4.11). Focus moving to nothing (a click on the panel's own text) leaves it open.
  function closeWhenFocusLeaves(event: FocusEvent<HTMLDetailsElement>) {
    const next = event.relatedTarget
    if (event.currentTarget.open && next instanceof Node && !event.currentTarget.contains(next))
      event.currentTarget.open = false
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key === 'Escape' && detailsRef.current?.open) close()
  }

  return (
    // Escape from anywhere inside the panel closes it (the keys bubble up from its controls).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={detailsRef}
      id="accessibility-settings"
      className="settings-menu"
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
      onToggle={(event) => {
        setOpen(event.currentTarget.open)
        if (event.currentTarget.open) want()
      }}
    >
      <summary
        ref={summaryRef}
        className="settings-menu__toggle"
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={want}
      >
        <Icon name="accessibility" />
        <span className="settings-menu__label">Accessibility settings</span>
      </summary>
      {Panel ? (
        <Panel onClose={close} />
      ) : (
        <div className="settings-menu__panel">
          <noscript>
            <p className="settings-menu__note">
              These settings need JavaScript, which is turned off in this browser. Your browser’s own zoom and display
              settings still work.
            </p>
          </noscript>
          <p className="settings-menu__note settings-menu__loading" role="status">
            {failed
              ? 'The settings could not be loaded. Close this menu and open it again to retry.'
              : 'Loading the settings…'}
          </p>
        </div>
      )}
    </details>
  )
}
