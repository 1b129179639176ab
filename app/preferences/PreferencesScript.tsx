import { TrustedInlineScript } from '~/security/TrustedInlineScript'
import { preferencesScript } from './preferences-script'

// Only the server writes the script's text: the browser already has it by the time React runs, and
// leaving it out keeps the code that writes it out of every page's JavaScript.
const script = import.meta.env.SSR ? preferencesScript() : ''

/** Applies the visitor's stored preferences to <html> before the body is parsed. Render it in <head>. */
export function PreferencesScript() {
  return <TrustedInlineScript source={script} />
}
