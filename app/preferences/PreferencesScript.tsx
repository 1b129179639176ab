import { useNonce } from '~/security/nonce'
import { preferencesScript } from './apply-preferences'

const script = preferencesScript()

/**
 * Applies the visitor's stored preferences to <html> before the body is parsed. Render it in <head>.
 * The browser's copy of the text differs (it is minified), which is harmless: React does not rewrite
 * a script while hydrating, hence suppressHydrationWarning.
 */
export function PreferencesScript() {
  return <script nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
}
