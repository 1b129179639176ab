import { parseFocusedField } from '~/content/visual-editing/link-data'

/**
 * The envelope @sanity/comlink gives every message on the visual-editing channel between the Studio's
 * Presentation tool and this page (window `message` events), and the one message of Presentation's
 * that carries link data: the field an editor focused in the Studio, which the overlays outline.
 */
const CHANNEL_DOMAIN = 'sanity/comlink'
const FOCUS = 'presentation/focus'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * Checks the link data Presentation sends (SPEC 5) before the overlays (@sanity/visual-editing) read
 * it: a 'presentation/focus' message whose id or path is missing or empty is stopped at the window,
 * with one console warning, so the overlays never see it (they would read `data.path` of nothing and
 * fail). Chromium calls a window's `message` listeners in the order they were added, capturing or
 * not, so this must be added before the channel's (Overlays.client.tsx mounts the overlays after).
 * Returns the function that stops checking.
 */
export function guardPresentationMessages(
  target: EventTarget,
  warn: (message: string) => void = console.warn,
): () => void {
  const check = (event: Event) => {
    const message: unknown = (event as MessageEvent).data
    if (!isRecord(message) || message.domain !== CHANNEL_DOMAIN || message.type !== FOCUS) return
    const checked = parseFocusedField(message.data)
    if (checked.ok) return
    event.stopImmediatePropagation()
    warn(`Visual editing: a '${FOCUS}' message from the Studio was ignored. ${checked.message}`)
  }
  target.addEventListener('message', check, { capture: true })
  return () => target.removeEventListener('message', check, { capture: true })
}
