import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { PageLink } from '~/content/links'

interface Props {
  /** Resolved on the server (app/content/for-page.server.ts). */
  link: PageLink | null | undefined
  className?: string
  children?: ReactNode
}

/** A link from the CMS; renders nothing when the link has no valid target. */
export function CmsLink({ link, className, children }: Props) {
  if (!link?.href) return null
  const content = children ?? link.title
  const newWindow = link.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const opensNewWindow = link.newWindow ? <span className="visually-hidden"> (opens in a new window)</span> : null
  if (!link.kind) {
    return (
      <Link to={link.href} className={className} {...newWindow}>
        {content}
        {opensNewWindow}
      </Link>
    )
  }
  return (
    <a href={link.href} className={className} {...newWindow} {...(link.kind === 'file' ? { download: '' } : {})}>
      {content}
      {link.kind === 'file' ? <span className="visually-hidden"> (download)</span> : null}
      {opensNewWindow}
    </a>
  )
}
