import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { useNavigation } from 'react-router'
import { createLoadingProgress, HIDDEN_BAR, LOADING_BAR, type LoadingProgress } from './loading-progress'

/**
 * The thin bar at the top of the window while a page loads or a form is sent (SPEC 2). It is
 * decoration: the new page announces itself, so assistive technology ignores the bar.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle'
  const [view, setView] = useState(HIDDEN_BAR)
  const progress = useRef<LoadingProgress>(null)

  useEffect(() => {
    const created = createLoadingProgress(setView)
    progress.current = created
    return () => created.dispose()
  }, [])

  useEffect(() => {
    if (busy) progress.current?.start()
    else progress.current?.finish()
  }, [busy])

  const style = { '--loading-bar-height': `${LOADING_BAR.heightPx}px`, '--loading-bar-progress': view.progress / 100 } as CSSProperties
  return (
    <div className="loading-bar" data-visible={view.visible} aria-hidden="true" style={style}>
      <div className="loading-bar__fill" />
    </div>
  )
}
