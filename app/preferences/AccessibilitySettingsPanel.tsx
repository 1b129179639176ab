import { useState } from 'react'
import {
  DEFAULT_ACCESSIBILITY_SETTINGS,
  FONT_SIZE_RANGE,
  SATURATION_RANGE,
  type AccessibilityFlag,
  type AccessibilitySettings,
  type PercentRange,
} from './preferences'
import { useAccessibilitySettings } from './preferences-store'
import { Fieldset } from '~/ui/form/Fieldset'

/**
 * The controls inside the accessibility settings menu (AccessibilitySettingsMenu.tsx), loaded when the
 * visitor opens the menu or reaches for it: every change applies and is stored at once, so they are
 * not a <form> (a form without a submit button misleads: HTML_CodeSniffer H32.2).
 */
export default function AccessibilitySettingsPanel({ onClose }: { onClose: () => void }) {
  const [settings, setSettings] = useAccessibilitySettings()
  const [status, setStatus] = useState('')

  function change(update: Partial<AccessibilitySettings>) {
    setStatus('')
    setSettings({ ...settings, ...update })
  }

  function resetToDefaults() {
    setSettings(DEFAULT_ACCESSIBILITY_SETTINGS)
    setStatus('Your settings are back to the defaults.')
  }

  const checkbox = (flag: AccessibilityFlag, label: string) => (
    <label className="settings-menu__check">
      <input
        type="checkbox"
        checked={settings[flag]}
        onChange={(event) => change({ [flag]: event.currentTarget.checked })}
      />
      {label}
    </label>
  )

  return (
    <div className="settings-menu__panel">
      <Fieldset legend="Text" className="settings-menu__group">
        <PercentSlider
          id="settings-font-size"
          label="Text size"
          range={FONT_SIZE_RANGE}
          value={settings.fontSize}
          onChange={(fontSize) => change({ fontSize })}
        />
        {checkbox('isBold', 'Bold text')}
        {checkbox('isDyslexiaFont', 'Dyslexia-friendly font (OpenDyslexic)')}
        {checkbox('isLetterSpacing', 'More space between letters, words and lines')}
        {checkbox('isUnderlineLinks', 'Underline all links')}
      </Fieldset>
      <Fieldset legend="Colour" className="settings-menu__group">
        {checkbox('isHighContrast', 'High contrast')}
        {checkbox('isGrayscale', 'Greyscale (no colour)')}
        <PercentSlider
          id="settings-saturation"
          label="Colour saturation"
          range={SATURATION_RANGE}
          value={settings.saturation}
          onChange={(saturation) => change({ saturation })}
        />
      </Fieldset>
      <div className="settings-menu__actions">
        <button type="button" className="button button--secondary" onClick={resetToDefaults}>
          Reset to defaults
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <p role="status" className="settings-menu__status">
        {status}
      </p>
    </div>
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
