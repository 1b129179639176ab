import type { CSSProperties } from 'react'
import { withoutEditLinks } from '~/content/visual-editing/without-edit-links'

/** A colour from the CMS as CSS takes it: never with an edit link's characters, which make the whole declaration invalid (the category's border and tint disappear). */
export function cssColour(value: string | null | undefined): string | undefined {
  return value ? withoutEditLinks(value) : undefined
}

/** A category's two colours as the custom properties its cards, pages and header use. */
export function categoryColours(
  colours: { colorPrimary?: string | null; colorSecondary?: string | null } | null | undefined,
): CSSProperties {
  return {
    '--category-primary': cssColour(colours?.colorPrimary),
    '--category-secondary': cssColour(colours?.colorSecondary),
  } as CSSProperties
}
