import type express from 'express'
import { originIsThisSite } from '~/http/origin.server'
import { standalonePageResponse } from '~/shell/standalone-page.server'

/**
 * A form sent to a page from another website, or from a page that hides where it is (Origin: null).
 * React Router refuses these itself, with a bare 'Bad Request'; the booking pages refuse them in their
 * own page (app/form-submission/guards.server.ts, which removes the Origin it has judged). Anywhere else the
 * visitor gets the site's standalone refusal page, with 'Exit this page' and the phone number.
 */
export function crossSiteFormRefusal(request: Pick<express.Request, 'method' | 'headers' | 'path'>): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD' || request.path.startsWith('/api/')) return null
  const origin = request.headers.origin
  if (origin === undefined || originIsThisSite(origin, request.headers.host)) return null
  return standalonePageResponse({
    status: 403,
    title: 'Error: We could not accept this request',
    heading: 'We could not accept this request',
    paragraphs: [
      'This page only takes forms sent from our own website. Go to the page you need on our website and send the form from there, or call us.',
    ],
  })
}
