import type { Cookie } from 'react-router'
import { env, previewConfigured } from '~/config/env.server'
import { carriesPreview, previewCookie } from './cookie.server'

export interface PreviewSetup {
  /** The signed preview cookie. */
  cookie: Cookie
  /** Where the draft proxy answers (PREVIEW_PROXY_PATH). */
  proxyPath: string
}

let setup: PreviewSetup | null | undefined

/** This site's draft preview, or null when it is not configured (app/config/env.server.ts). */
export function previewSetup(): PreviewSetup | null {
  if (setup === undefined) {
    const settings = env()
    setup =
      previewConfigured(settings) && settings.PREVIEW_COOKIE_SECRET
        ? { cookie: previewCookie(settings.PREVIEW_COOKIE_SECRET), proxyPath: settings.PREVIEW_PROXY_PATH }
        : null
  }
  return setup
}

/** Whether a Cookie header turns preview on here: never when preview is not configured. */
export async function previewCookieIn(header: string | null | undefined): Promise<boolean> {
  const current = previewSetup()
  return current ? carriesPreview(current.cookie, header) : false
}

const decided = new WeakMap<Request, Promise<boolean>>()

/** Whether this request is in draft preview (checked once per request: the root loader and every page loader ask). */
export function isPreviewRequest(request: Request): Promise<boolean> {
  let answer = decided.get(request)
  if (!answer) {
    answer = previewCookieIn(request.headers.get('cookie'))
    decided.set(request, answer)
  }
  return answer
}
