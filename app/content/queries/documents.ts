import { defineQuery } from 'groq'

/**
 * Whole documents, by id or by type, for visual editing in preview only: what a page shows from the
 * site's indexes is matched to the fields of these (app/content/visual-editing/edit-links.server.ts).
 */
export const documentsQuery = defineQuery(`*[_id in $ids || _type in $types]`)
