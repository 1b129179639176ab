import { defineLocations, presentationTool, type DocumentLocationResolvers } from 'sanity/presentation'
import { internalPath } from '../app/content/links'
import { schemaTypes } from './schemaTypes'

/** The site the Presentation tool shows (SANITY_STUDIO_PREVIEW_URL when the Studio is built); a local site by default. */
const siteUrl = process.env.SANITY_STUDIO_PREVIEW_URL ?? 'http://localhost:3000'

/**
 * Where each document is shown on the site: the site's own link resolver (app/content/links.ts,
 * SPEC 2's internal link targets), so the Studio and the site never disagree about an address.
 */
const locationsOf = (type: string) =>
  defineLocations({
    select: { title: 'title', syncTitle: 'syncTitle', slug: 'slug.current', parent: 'parent.slug.current', grandparent: 'parent.parent.slug.current' },
    resolve: (document) => {
      if (!document) return null
      const href = internalPath({ _type: type, slug: document.slug ?? null, ancestors: [document.grandparent ?? null, document.parent ?? null] })
      return href ? { locations: [{ title: String(document.title ?? document.syncTitle ?? href), href }] } : null
    },
  })

const locations: DocumentLocationResolvers = Object.fromEntries(
  schemaTypes
    // Only the types the resolver knows: an unknown type falls back to '/{slug}', which ignores ancestors.
    .filter((type) => type.type === 'document' && internalPath({ _type: type.name, slug: 'x', ancestors: ['a'] }) !== '/x')
    .map((type) => [type.name, locationsOf(type.name)]),
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
