import { defineLocations, presentationTool, type DocumentLocationResolvers } from 'sanity/presentation'
import { documentLocations, LOCATION_SELECTS, type TypeWithPage } from './document-locations'

/** The site the Presentation tool shows (SANITY_STUDIO_PREVIEW_URL when the Studio is built); a local site by default. */
export const siteUrl = process.env.SANITY_STUDIO_PREVIEW_URL ?? 'http://localhost:3000'

/**
 * Where each document is shown on the site, for every type with a page (studio/document-locations.ts):
 * the site's own link resolver (app/content/links.ts, SPEC 2's internal link targets) makes the address.
 */
const locations: DocumentLocationResolvers = Object.fromEntries(
  (Object.keys(LOCATION_SELECTS) as TypeWithPage[]).map((type) => [
    type,
    defineLocations<string>({ select: LOCATION_SELECTS[type], resolve: (values) => documentLocations(type, values) }),
  ]),
)

/**
 * The Presentation tool (visual editing): the site in a frame beside the document, in draft preview.
 * The preview is turned on by the site's enable route with the Studio's short-lived secret
 * (app/preview/enable.server.ts), and a click on a text opens its field (stega, app/content/visual-editing).
 */
export const presentation = presentationTool({
  previewUrl: { initial: siteUrl, previewMode: { enable: '/api/preview/enable', disable: '/api/preview/disable' } },
  allowOrigins: [new URL(siteUrl).origin],
  resolve: { locations },
})
