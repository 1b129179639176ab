import { renderToStaticMarkup } from 'react-dom/server'
import { contentSecurityPolicy, scriptHash } from '~/security/csp.server'
import exitStyles from './safe-exit/safe-exit.css?inline'
import tokens from '~/styles/tokens.css?inline'
import { FALLBACK_EXIT_URL, FALLBACK_PHONE } from './fallback-shell'
import { EXIT_SCRIPT } from './safe-exit/exit-script'
import { SafeExitButton } from './safe-exit/SafeExit'
import { pageTitle, PRODUCT } from '~/lib/titles/page-title'
import { telHref } from '~/ui/phone'

export interface StandalonePage {
  status: number
  /** The page's own title: the document title adds the site's name. */
  title: string
  heading: string
  /** Plain text, one paragraph each (escaped here). */
  paragraphs: string[]
  headers?: Record<string, string>
}

/** Only the inline script below runs: the exit's, by its hash. */
const POLICY = contentSecurityPolicy({ images: [] }, [scriptHash(EXIT_SCRIPT)])

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * A page the server writes without React Router or content: the outage page (the content service is
 * down and nothing stands in for it) and refusals made before a request reaches the site's pages.
 * Never a bare text: it keeps the whole 'Exit this page' (the button, 45 px tall and sticky, and Shift
 * three times, by the same inline script as every other page), the phone number and 'call 000'.
 */
export function standalonePageResponse(page: StandalonePage): Response {
  const body = `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(pageTitle(page.title))}</title>
<style>${tokens}${exitStyles}${PAGE_STYLES}</style>
<script>${EXIT_SCRIPT}</script>
</head>
<body>
${renderToStaticMarkup(<SafeExitButton exitUrl={FALLBACK_EXIT_URL} />)}
<main>
<h1>${escapeHtml(page.heading)}</h1>
${page.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p>To talk to us, call <a href="${telHref(FALLBACK_PHONE)}">${FALLBACK_PHONE}</a>.</p>
<p><strong>In an emergency, call <a href="tel:000">000</a>.</strong></p>
<p><a href="/">Go to the ${PRODUCT} home page</a></p>
</main>
</body>
</html>
`
  return new Response(body, {
    status: page.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': POLICY,
      ...page.headers,
    },
  })
}

/** What the site's stylesheet would give these few elements, from the same tokens. */
const PAGE_STYLES = `
body{margin:0;font-family:var(--font-body);font-size:var(--font-size-md);line-height:var(--line-height-body);color:var(--color-text);background:var(--color-background)}
main{clear:both;max-width:var(--prose-width);padding:var(--space-sm)}
h1{line-height:var(--line-height-heading)}
a{color:var(--color-link)}
:focus-visible{outline:var(--focus-width) solid var(--color-focus);outline-offset:0.125rem}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.icon{flex:none;vertical-align:-0.2em}
`
