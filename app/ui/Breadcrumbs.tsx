import { href, Link } from 'react-router'

export interface Crumb {
  title: string | null
  href: string
}

/** Where this page sits: Home, then each ancestor, then the page itself. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string | null }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol className="breadcrumbs__list">
        <li>
          <Link to={href('/')}>Home</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.title}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
