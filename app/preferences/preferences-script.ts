import type { HtmlPreferencesConfig } from './apply-preferences'
import beforePaint from './before-paint.ts?inline-script'
import { HTML_PREFERENCES_CONFIG } from './html-preferences-config'

/**
 * The text of the inline <head> script: the minified program of before-paint.ts, given the site's
 * configuration. The program runs inside a function, so its names stay out of the page's globals.
 */
export function preferencesScript(config: HtmlPreferencesConfig = HTML_PREFERENCES_CONFIG): string {
  const configJson = JSON.stringify(config).replaceAll('<', '\\u003c')
  return `(preferencesConfig=>{${beforePaint}})(${configJson})`
}
