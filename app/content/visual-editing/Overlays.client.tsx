import { VisualEditing } from '@sanity/visual-editing/react-router'

/**
 * The visual-editing overlays (@sanity/visual-editing): in the Studio's Presentation tool, outlines
 * the texts that carry an edit link (stega) and opens the field an editor clicks. Its own refresh
 * revalidates the page's loaders when the Studio saves. Loaded only in preview (VisualEditingInPreview).
 */
export default function Overlays() {
  return <VisualEditing />
}
