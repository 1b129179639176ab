import { useLocation } from 'react-router'
import { useReadablePath } from '~/shell/use-readable-path'

/**
 * Shown on every page in draft preview, so an editor never mistakes drafts for the live site. 'Exit
 * preview' is a plain link (a full page load): the disable route clears the cookie and comes back here.
 */
export function PreviewBanner() {
  const pathname = useReadablePath()
  const { search } = useLocation()
  return (
    <aside className="preview-banner" aria-label="Draft preview">
      <meta name="robots" content="noindex" />
      <p className="preview-banner__text">
        <strong>Preview: drafts</strong> —{' '}
        <a
          className="preview-banner__exit"
          href={`/api/preview/disable?redirect=${encodeURIComponent(pathname + search)}`}
        >
          exit preview
        </a>
      </p>
    </aside>
  )
}
