/**
 * The invisible characters an edit link is written in (stega), four or more in a row: @vercel/stega's
 * `VERCEL_STEGA_REGEX`, which @sanity/client/stega uses too, written out here. Importing it would bring
 * the package's encoding tables, which its module builds as it loads, into every page's JavaScript
 * (about 0.65 KB gzipped: docs/decisions/0057-page-weight-budgets-hold-again.md);
 * without-edit-links.test.ts fails when the package's expression changes.
 */
export const EDIT_LINK_MARKS =
  // Each character on its own: the zero-width joiner joins nothing here.
  // eslint-disable-next-line no-misleading-character-class
  /[\u{200b}\u{200c}\u{200d}\u{2062}\u{2063}\u{2060}\u{feff}\u{2061}\u{1d173}\u{1d174}\u{1d175}\u{1d176}\u{1d177}\u{1d178}\u{1d179}\u{1d17a}]{4,}/gu

/**
 * A CMS text as a value for the browser to read (CSS, an address), not for people: in visual editing
 * (preview) texts may carry an edit link's invisible characters (stega), which break a CSS value or
 * end up in a link's address. The content layer never encodes such fields
 * (app/content/visual-editing/stega.server.ts); this is the safety net where the site writes one into
 * an attribute. One regular expression: cheap enough for every visitor.
 */
export function withoutEditLinks(text: string): string {
  return text.replace(EDIT_LINK_MARKS, '')
}

/** Every text in a value (meta tags, a title) without edit links: what @vercel/stega's `vercelStegaClean` does. */
export function everyTextWithoutEditLinks<T>(value: T): T {
  return value && (JSON.parse(withoutEditLinks(JSON.stringify(value))) as T)
}
