import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Icon } from '~/ui/icons'
import { DEFAULT_ACCESSIBILITY_SETTINGS, FONT_SIZE_RANGE, SATURATION_RANGE, type AccessibilityFlag, type AccessibilitySettings, type PercentRange } from './preferences'
import { useAccessibilitySettings } from './preferences-store'
import { useIsHydrated } from './use-is-hydrated'

/**
 * The accessibility settings panel for the site header: a native disclosure (<details>) holding a form,
 * so it opens with the keyboard and without JavaScript. Every change applies and is stored at once.
 * The controls stay disabled until the page is interactive, since they need JavaScript to do anything.
 */
export function AccessibilitySettingsMenu() {
  const [settings, setSettings] = useAccessibilitySettings()
  const isHydrated = useIsHydrated()
  const [status, setStatus] = useState('')
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)

  function change(update: Partial<AccessibilitySettings>) {
    setStatus('')
    setSettings({ ...settings, ...update })
  }

  function resetToDefaults(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSettings(DEFAULT_ACCESSIBILITY_SETTINGS)
    setStatus('Your settings are back to the defaults.')
  }

  function close() {
    if (detailsRef.current) detailsRef.current.open = false
    summaryRef.current?.focus()
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key === 'Escape' && detailsRef.current?.open) close()
  }

  const checkbox = (flag: AccessibilityFlag, label: string) => (
    <label className="settings-menu__check">
      <input type="checkbox" checked={settings[flag]} onChange={(event) => change({ [flag]: event.currentTarget.checked })} />
      {label}
    </label>
  )

  return (
    <details ref={detailsRef} id="accessibility-settings" className="settings-menu" onKeyDown={closeOnEscape}>
      <summary ref={summaryRef} className="settings-menu__toggle">
        <Icon name="accessibility" />
        Accessibility settings
      </summary>
      <form className="settings-menu__panel" onReset={resetToDefaults}>
        <noscript>
          <p className="settings-menu__note">
            These settings need JavaScript, which is turned off in this browser. Your browser’s own zoom and display settings still work.
          </p>
        </noscript>
        <fieldset className="settings-menu__group" disabled={!isHydrated}>
          <legend>Text</legend>
          <PercentSlider id="settings-font-size" label="Text size" range={FONT_SIZE_RANGE} value={settings.fontSize} onChange={(fontSize) => change({ fontSize })} />
          {checkbox('isBold', 'Bold text')}
          {checkbox('isDyslexiaFont', 'Dyslexia-friendly font (OpenDyslexic)')}
          {checkbox('isLetterSpacing', 'More space between letters, words and lines')}
          {checkbox('isUnderlineLinks', 'Underline all links')}
        </fieldset>
        <fieldset className="settings-menu__group" disabled={!isHydrated}>
          <legend>Colour</legend>
          {checkbox('isHighContrast', 'High contrast')}
          {checkbox('isGrayscale', 'Greyscale (no colour)')}
          <PercentSlider id="settings-saturation" label="Colour saturation" range={SATURATION_RANGE} value={settings.saturation} onChange={(saturation) => change({ saturation })} />
        </fieldset>
        <div className="settings-menu__actions">
          <button type="reset" className="button button--secondary" disabled={!isHydrated}>
            Reset to defaults
          </button>
          <button type="button" className="button button--secondary" disabled={!isHydrated} onClick={close}>
            Close
          </button>
        </div>
        <p role="status" className="settings-menu__status">
          {status}
        </p>
      </form>
    </details>
  )
}

interface PercentSliderProps {
  id: string
  label: string
  range: PercentRange
  value: number
  onChange: (value: number) => void
}

function PercentSlider({ id, label, range, value, onChange }: PercentSliderProps) {
  return (
    <div className="settings-menu__slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={`${value}%`}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
      />
      {/* Screen readers hear the value from the slider itself. */}
      <output htmlFor={id} aria-hidden="true">
        {value}%
      </output>
    </div>
  )
}
