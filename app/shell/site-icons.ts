/**
 * The site's icon, drawn once in public/favicon.svg, and the PNG copies made from it by `npm run icons`
 * (scripts/icons/build-site-icons.ts): the icon iOS puts on a home screen, and the logo search engines
 * show for the organisation (the Organization's `logo` in JSON-LD: Google wants a raster image of at
 * least 112 × 112 pixels).
 */
export const SITE_ICON_SVG = '/favicon.svg'

export const SITE_ICON_PNGS = {
  // Opaque: iOS draws transparent pixels black before it rounds the corners itself.
  appleTouchIcon: { path: '/apple-touch-icon.png', size: 180, opaque: true },
  logo: { path: '/logo.png', size: 512, opaque: false },
} as const
