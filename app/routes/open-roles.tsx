import { href, Link } from 'react-router'
import { isClosed } from '~/careers/closing'
import { RoleFacts } from '~/careers/RoleFacts'
import { loadQuery } from '~/content/load.server'
import { openRolesQuery } from '~/content/queries/careers'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { PageHeader } from '~/ui/PageHeader'
import type { Route } from './+types/open-roles'

export async function loader({ request }: Route.LoaderArgs) {
  const { settings, roles } = await loadQuery(request, openRolesQuery)
  const now = new Date()
  const withStatus = roles.map((role) => ({ ...role, closed: isClosed(role.closingDate, now) }))
  return {
    settings,
    open: withStatus.filter((role) => !role.closed),
    // Most recently closed first.
    closed: withStatus.filter((role) => role.closed).reverse(),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(
    {
      title: loaderData.settings?.seo?.title ?? loaderData.settings?.title ?? 'Open roles',
      description: loaderData.settings?.seo?.description ?? loaderData.settings?.intro,
      noIndex: loaderData.settings?.seo?.noIndex,
    },
    rootSeoDefaults(matches),
  )

type Role = Route.ComponentProps['loaderData']['open'][number]

function RoleList({ roles }: { roles: Role[] }) {
  return (
    <ul className="role-list" role="list">
      {roles.map((role) => (
        <li key={role._id} className="card role-card">
          <h3 className="card__title">
            {role.slug ? (
              <Link to={href('/work-with-us/careers/open-roles/:slug', { slug: role.slug })} className="card__link">
                {role.title}
              </Link>
            ) : (
              role.title
            )}
          </h3>
          {role.summary ? <p>{role.summary}</p> : null}
          <RoleFacts
            location={role.location}
            employmentType={role.employmentType}
            hours={role.hours}
            closingDate={role.closingDate}
            closed={role.closed}
          />
        </li>
      ))}
    </ul>
  )
}

export default function OpenRoles({ loaderData: { settings, open, closed } }: Route.ComponentProps) {
  return (
    <div className="page container">
      <PageHeader title={settings?.title ?? 'Open roles'} lead={settings?.intro} />
      <section aria-labelledby="open-now">
        <h2 id="open-now">Open now ({open.length})</h2>
        {open.length ? <RoleList roles={open} /> : <p>There are no open roles right now. Please check again soon.</p>}
      </section>
      {closed.length ? (
        <section aria-labelledby="recently-closed">
          <h2 id="recently-closed">Recently closed</h2>
          <RoleList roles={closed} />
        </section>
      ) : null}
    </div>
  )
}
