import { TrustedInlineScript } from '~/security/TrustedInlineScript'
import { EXIT_SCRIPT } from './exit-script'

// Only the server writes the script's text (see PreferencesScript): the browser has it from the HTML.
const script = import.meta.env.SSR ? EXIT_SCRIPT : ''

/** Makes 'Exit this page' work from the first paint (exit-program.ts). Render it in <head>. */
export function SafeExitScript() {
  return <TrustedInlineScript source={script} />
}
