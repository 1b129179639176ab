import { createCookie, type Cookie } from 'react-router'
import { z } from 'zod'

/** The cookie that turns draft preview on for one browser (SPEC 4: the perspective is chosen by a preview cookie). */
export const PREVIEW_COOKIE_NAME = 'preview-perspective'

/** How long one 'enable' lasts: an editor's working day, after which the Studio turns it on again. */
export const PREVIEW_HOURS = 8

/** What the signed value holds: the perspective, and when this preview ends (the signature covers both). */
const previewValue = z.object({ perspective: z.literal('drafts'), until: z.number().int() })

/**
 * The preview cookie. SPEC 9: cross-site (`SameSite=None`, so the Studio's Presentation tool can show the
 * site in a frame) and `Secure`; `HttpOnly`, and signed with PREVIEW_COOKIE_SECRET (HMAC SHA-256, React
 * Router's signing) so that a visitor cannot make one. Without a secret it can only be cleared.
 */
export function previewCookie(secret?: string): Cookie {
  return createCookie(PREVIEW_COOKIE_NAME, {
    httpOnly: true,
    secure: true,
    sameSite: 'none',
    path: '/',
    maxAge: PREVIEW_HOURS * 60 * 60,
    ...(secret ? { secrets: [secret] } : {}),
  })
}

/** The Set-Cookie value that turns preview on until PREVIEW_HOURS from `now`. */
export function previewOnCookie(cookie: Cookie, now = Date.now()): Promise<string> {
  if (!cookie.isSigned) throw new Error('The preview cookie must be signed')
  return cookie.serialize({ perspective: 'drafts', until: now + PREVIEW_HOURS * 60 * 60 * 1000 } satisfies z.infer<
    typeof previewValue
  >)
}

/** The Set-Cookie value that turns preview off. */
export function previewOffCookie(cookie: Cookie): Promise<string> {
  return cookie.serialize('', { maxAge: 0 })
}

/**
 * Whether a Cookie header carries a preview cookie this server signed and that has not run out. A
 * missing, forged, tampered or expired cookie is simply no preview: never an error.
 */
export async function carriesPreview(
  cookie: Cookie,
  header: string | null | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!cookie.isSigned || !header?.includes(`${PREVIEW_COOKIE_NAME}=`)) return false
  try {
    const value = previewValue.safeParse(await cookie.parse(header))
    return value.success && value.data.until > now
  } catch {
    return false
  }
}
