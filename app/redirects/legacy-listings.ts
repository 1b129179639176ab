/**
 * The old listing page of each legacy family and where its list lives now: permanent redirects that
 * need no content (app/redirects/legacy-patterns.ts; an editor's redirect document for the same path
 * comes first). Also written into the build's route rules (scripts/vite/build-meta.ts), so this module
 * imports nothing.
 */
export const LEGACY_LISTINGS: Readonly<Record<string, string>> = {
  '/service': '/services',
  '/service-type': '/services',
  '/person-type': '/services',
  '/office': '/locations',
  '/story': '/articles',
  '/stories': '/articles',
  '/news': '/articles',
  '/media-release': '/articles',
  '/media-releases': '/articles',
  '/careers': '/work-with-us/careers/open-roles',
}
