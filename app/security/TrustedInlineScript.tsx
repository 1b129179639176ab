import { useNonce } from '~/security/nonce'

/**
 * An inline script the server writes (its text made at build time: scripts/vite/inline-script.ts). The
 * render's nonce marks it as the site's own, so its hash goes into the page's Content-Security-Policy
 * (app/security/csp.server.ts). React does not rewrite a script's text while hydrating, so the
 * browser's empty copy is harmless (hence suppressHydrationWarning) and the server's text stays and runs.
 * Each caller keeps its text out of the browser's bundle: `import.meta.env.SSR ? text : ''`, or a context
 * only the server fills (PreferencesScript).
 */
export function TrustedInlineScript({ source }: { source: string }) {
  return <script nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />
}
