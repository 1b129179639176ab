import { createHash, timingSafeEqual } from 'node:crypto'
import { PRIVATE_CACHE_CONTROL } from '~/http/cache-policy.server'
import { env } from '~/config/env.server'
import { contentClient } from '~/content/client.server'
import { SanityContentSource } from '~/content/source/sanity.server'
import { previewCookie, previewOffCookie, previewOnCookie } from '~/content/perspective/cookie.server'
import { previewSetup } from '~/content/perspective/preview.server'
import { plainAnswer } from './responses.server'
import { sameSitePath } from '~/http/same-site-path'

/** The Presentation tool's query parameters (@sanity/preview-url-secret); `secret` and `redirect` are the short forms. */
const SECRET_PARAMS = ['sanity-preview-secret', 'secret']
const PATH_PARAMS = ['sanity-preview-pathname', 'redirect']

/**
 * GET /api/preview/enable?secret=…&redirect=/path: checks the secret (the Studio's preview URL secret with
 * the Sanity backend, PREVIEW_SECRET with the local one), sets the signed preview cookie and sends the
 * browser to the page, on this site only.
 */
export async function enablePreview(request: Request): Promise<Response> {
  const setup = previewSetup()
  if (!setup) return plainAnswer(404, 'Draft preview is not configured on this site.')
  const checked = await checkSecret(request)
  if (!checked.valid)
    return plainAnswer(
      401,
      'Preview was not turned on: the preview secret is missing, wrong or expired. Open the preview again from the Studio.',
    )
  return new Response(null, {
    status: 303,
    headers: {
      Location: sameSitePath(checked.redirectTo),
      'Set-Cookie': await previewOnCookie(setup.cookie),
      'Cache-Control': PRIVATE_CACHE_CONTROL,
    },
  })
}

/** GET /api/preview/disable?redirect=/path: clears the preview cookie (whether or not it was valid) and goes back to the page. */
export async function disablePreview(request: Request): Promise<Response> {
  const cookie = previewSetup()?.cookie ?? previewCookie()
  return new Response(null, {
    status: 303,
    headers: {
      Location: sameSitePath(firstParam(new URL(request.url), PATH_PARAMS)),
      'Set-Cookie': await previewOffCookie(cookie),
      'Cache-Control': PRIVATE_CACHE_CONTROL,
    },
  })
}

async function checkSecret(request: Request): Promise<{ valid: boolean; redirectTo?: string | undefined }> {
  const url = new URL(request.url)
  const settings = env()
  if (settings.CONTENT_SOURCE === 'local') {
    const given = firstParam(url, SECRET_PARAMS)
    return {
      valid: Boolean(given && settings.PREVIEW_SECRET && sameSecret(given, settings.PREVIEW_SECRET)),
      redirectTo: firstParam(url, PATH_PARAMS) ?? undefined,
    }
  }
  const { source } = await contentClient()
  const client = source instanceof SanityContentSource ? await source.draftsClient() : undefined
  if (!client) return { valid: false }
  // The Studio stores a short-lived secret in the dataset; the library reads it with the token and compares.
  const { validatePreviewUrl } = await import('@sanity/preview-url-secret')
  const { isValid, redirectTo } = await validatePreviewUrl(client, request.url)
  return { valid: isValid, redirectTo }
}

function firstParam(url: URL, names: string[]): string | null {
  for (const name of names) {
    const value = url.searchParams.get(name)
    if (value) return value
  }
  return null
}

/** Compares in constant time (digests of equal length), so the answer's timing tells nothing about the secret. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
