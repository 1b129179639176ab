import { href } from 'react-router'
import { isClosed } from '~/careers/closing'
import { RoleFacts } from '~/careers/RoleFacts'
import { loadQuery } from '~/content/load.server'
import { PortableText } from '~/ui/PortableText'
import { openRoleBySlugQuery } from '~/content/queries/careers'
import { pageNotFound } from '~/http/errors'
import { documentMeta } from '~/shell/seo'
import { breadcrumbJsonLd } from '~/structured-data/breadcrumbs.server'
import { jobPostingJsonLd } from '~/structured-data/job-posting.server'
import { pageJsonLd } from '~/structured-data/page.server'
import { Breadcrumbs } from '~/ui/Breadcrumbs'
import { CmsLink } from '~/ui/CmsLink'
import { formatDate } from '~/ui/dates'
import type { Route } from './+types/open-role'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const role = await loadQuery(request, openRoleBySlugQuery, { slug: params.slug })
  if (!role) throw pageNotFound(request)
  const closed = isClosed(role.closingDate)
  // A closed role's page stays (it says applications have closed) but is no longer a job posting.
  const jsonLd = await pageJsonLd(request, context, (site, url) => [
    closed ? null : jobPostingJsonLd(site, role, url),
    breadcrumbJsonLd(site, ROLE_TRAIL, { title: role.title, url }),
  ])
  return { role, closed, jsonLd }
}

const ROLE_TRAIL = [{ title: 'Open roles', href: href('/work-with-us/careers/open-roles') }]

export const meta: Route.MetaFunction = ({ loaderData, matches }) => documentMeta(loaderData.role, matches)

export default function OpenRole({ loaderData: { role, closed } }: Route.ComponentProps) {
  return (
    <div className="page container">
      <Breadcrumbs trail={ROLE_TRAIL} current={role.title} />
      <article className="role">
        <header className="page-header">
          <h1>{role.title}</h1>
          {role.summary ? <p className="page-header__lead">{role.summary}</p> : null}
        </header>
        {closed ? (
          <p className="notice notice--closed" role="status">
            <strong>This role has closed.</strong> Applications closed on {formatDate(role.closingDate)}. You can still
            read about it below.
          </p>
        ) : null}
        <RoleFacts
          location={role.location}
          employmentType={role.employmentType}
          hours={role.hours}
          salary={role.salary}
          closingDate={role.closingDate}
          closed={closed}
        />
        <section aria-labelledby="about-the-role" className="prose">
          <h2 id="about-the-role">About the role</h2>
          <PortableText value={role.description} />
        </section>
        {closed ? null : (
          <section aria-labelledby="how-to-apply" className="prose">
            <h2 id="how-to-apply">How to apply</h2>
            <PortableText value={role.howToApply} />
            <CmsLink link={role.applyLink} className="button" />
          </section>
        )}
      </article>
    </div>
  )
}
