import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useAssetConfig } from '~/content/asset-context'
import { resolveLink, type LinkFields } from '~/content/links'

interface Props {
  link: LinkFields | null | undefined
  className?: string
  children?: ReactNode
}

/** A link from the CMS, resolved to its href; renders nothing when the link has no valid target. */
export function CmsLink({ link, className, children }: Props) {
  const resolved = resolveLink(link, useAssetConfig())
  if (!resolved) return null
  const content = children ?? resolved.title
  const newWindow = resolved.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const opensNewWindow = resolved.newWindow ? <span className="visually-hidden"> (opens in a new window)</span> : null
  if (resolved.kind === 'internal') {
    return (
      <Link to={resolved.href} className={className} {...newWindow}>
        {content}
        {opensNewWindow}
      </Link>
    )
  }
  return (
    <a href={resolved.href} className={className} {...newWindow} {...(resolved.kind === 'file' ? { download: '' } : {})}>
      {content}
      {resolved.kind === 'file' ? <span className="visually-hidden"> (download)</span> : null}
      {opensNewWindow}
    </a>
  )
}
