import type { ReactNode } from 'react'

/** The title block of a page: its h1, an optional lead paragraph and anything that belongs beside them. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string | null
  lead?: string | null
  children?: ReactNode
}) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </header>
  )
}
