import { useEffect, useRef, type CSSProperties } from 'react'
import { useNavigation } from 'react-router'
import {
  createLoadingProgress,
  HIDDEN_BAR,
  LOADING_BAR,
  type LoadingBarView,
  type LoadingProgress,
} from './loading-progress'

/** Puts one view of the bar on its element. */
function showView(element: HTMLElement, view: LoadingBarView) {
  element.dataset.visible = String(view.visible)
  element.style.setProperty('--loading-bar-progress', String(view.progress / 100))
}

/**
 * The thin bar at the top of the window while a page loads or a form is sent (SPEC 2). It is
 * decoration: the new page announces itself, so assistive technology ignores the bar.
 *
 * Each view goes straight onto the element rather than through React state: the bar moves ten times
 * a second while the new page renders, and a state update would wait for React, so the full bar could
 * show for less than its `LOADING_BAR.hideDelayMs` (SPEC 9) on a busy phone. React renders the element
 * once, at 0 %, and never changes those attributes afterwards, so it does not undo what `showView` wrote.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle'
  const bar = useRef<HTMLDivElement>(null)
  const progress = useRef<LoadingProgress>(null)

  useEffect(() => {
    const element = bar.current
    if (!element) return
    const created = createLoadingProgress((view) => showView(element, view))
    progress.current = created
    return () => created.dispose()
  }, [])

  useEffect(() => {
    if (busy) progress.current?.start()
    else progress.current?.finish()
  }, [busy])

  const style = {
    '--loading-bar-height': `${LOADING_BAR.heightPx}px`,
    '--loading-bar-progress': HIDDEN_BAR.progress,
  } as CSSProperties
  return (
    <div ref={bar} className="loading-bar" data-visible={HIDDEN_BAR.visible} aria-hidden="true" style={style}>
      <div className="loading-bar__fill" />
    </div>
  )
}
