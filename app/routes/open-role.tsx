import { href } from 'react-router'
import { isClosed } from '~/careers/closing'
import { RoleFacts } from '~/careers/RoleFacts'
import { loadQuery } from '~/content/load.server'
import { PortableText } from '~/ui/PortableText'
import { openRoleBySlugQuery } from '~/content/queries/careers'
import { pageNotFound } from '~/http/errors'
import { documentMeta } from '~/shell/seo'
import { breadcrumbJsonLd } from '~/structured-data/breadcrumbs'
import { jsonLdMeta, pageUrl, siteIdentity } from '~/structured-data/json-ld'
import { jobPostingJsonLd } from '~/structured-data/job-posting'
import { Breadcrumbs } from '~/ui/Breadcrumbs'
import { CmsLink } from '~/ui/CmsLink'
import { formatDate } from '~/ui/dates'
import type { Route } from './+types/open-role'

export async function loader({ request, params }: Route.LoaderArgs) {
  const role = await loadQuery(request, openRoleBySlugQuery, { slug: params.slug })
  if (!role) throw pageNotFound(request)
  return { role, closed: isClosed(role.closingDate) }
}

const ROLE_TRAIL = [{ title: 'Open roles', href: href('/work-with-us/careers/open-roles') }]

/** A closed role's page stays (it says applications have closed) but is no longer a job posting. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const tags = documentMeta(loaderData.role, matches)
  const site = siteIdentity(matches)
  if (!site) return tags
  const { role, closed } = loaderData
  const url = pageUrl(site, matches)
  return [
    ...tags,
    ...jsonLdMeta(
      closed ? null : jobPostingJsonLd(site, role, url),
      breadcrumbJsonLd(site, ROLE_TRAIL, { title: role.title, url }),
    ),
  ]
}

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
