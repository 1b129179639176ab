import { VisualEditing } from '@sanity/visual-editing/react-router'
import { useEffect, useState } from 'react'
import { guardPresentationMessages } from './presentation-messages'

/**
 * The visual-editing overlays (@sanity/visual-editing): in the Studio's Presentation tool, outlines
 * the texts that carry an edit link (stega) and opens the field an editor clicks. Its own refresh
 * revalidates the page's loaders when the Studio saves. Loaded only in preview (VisualEditingInPreview).
 *
 * The link data Presentation sends is checked first (presentation-messages.ts): the overlays mount
 * only once the check listens, so it is added to the window before their channel's listener, and
 * the browser calls a window's listeners in the order they were added.
 */
export default function Overlays() {
  const [checking, setChecking] = useState(false)
  useEffect(() => {
    const stop = guardPresentationMessages(window)
    setChecking(true)
    return stop
  }, [])
  return checking ? <VisualEditing /> : null
}
