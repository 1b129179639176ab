import { vercelStegaSplit } from '@vercel/stega'

/**
 * A CMS text as a value for the browser to read (CSS, an address), not for people: in visual editing
 * (preview) texts may carry an edit link's invisible characters (stega), which break a CSS value or
 * end up in a link's address. The content layer never encodes such fields
 * (app/content/visual-editing/stega.server.ts); this is the safety net where the site writes one into
 * an attribute. A few regular-expression steps: cheap enough for every visitor.
 */
export function withoutEditLinks(text: string): string {
  return vercelStegaSplit(text).cleaned
}
