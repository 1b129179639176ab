import { createContext, use } from 'react'
import { TrustedInlineScript } from '~/security/TrustedInlineScript'

/**
 * The inline script's text (preferences-script.ts), which only the server gives (entry.server.tsx): the
 * browser already has it by the time React runs. Through a context rather than an import, so that neither
 * the code that writes it nor what that code imports is in the shell's JavaScript.
 */
export const PreferencesScriptText = createContext('')

/** Applies the visitor's stored preferences to <html> before the body is parsed. Render it in <head>. */
export function PreferencesScript() {
  return <TrustedInlineScript source={use(PreferencesScriptText)} />
}
