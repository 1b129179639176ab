import { fileUrl } from '~/content/assets'
import { assetConfig, loadQuery } from '~/content/load.server'
import { PortableText } from '~/ui/PortableText'
import { policyBySlugQuery } from '~/content/queries/policies'
import { pageNotFound } from '~/http/errors'
import { documentMeta } from '~/shell/seo'
import { breadcrumbJsonLd } from '~/structured-data/breadcrumbs.server'
import { pageJsonLd } from '~/structured-data/page.server'
import { Breadcrumbs } from '~/ui/Breadcrumbs'
import { formatDate } from '~/ui/dates'
import type { Route } from './+types/policy'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const policy = await loadQuery(request, policyBySlugQuery, { slug: params.slug })
  if (!policy) throw pageNotFound(request)
  // The download's address is built here, so the browser never needs the asset helpers.
  const downloadHref = policy.file ? fileUrl(await assetConfig(), policy.file._id, policy.file.originalFilename) : null
  const jsonLd = await pageJsonLd(request, context, (site, url) => [
    breadcrumbJsonLd(site, [], { title: policy.title, url }),
  ])
  return { policy, downloadHref, jsonLd }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => documentMeta(loaderData.policy, matches)

function fileSize(bytes: number | null) {
  if (!bytes) return ''
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

export default function Policy({ loaderData: { policy, downloadHref } }: Route.ComponentProps) {
  const file = policy.file
  return (
    <div className="page container">
      <Breadcrumbs trail={[]} current={policy.title} />
      <article className="policy">
        <header className="page-header">
          <h1>{policy.title}</h1>
          {policy.summary ? <p className="page-header__lead">{policy.summary}</p> : null}
          {policy.lastReviewed ? (
            <p className="policy__reviewed">
              Last reviewed <time dateTime={policy.lastReviewed}>{formatDate(policy.lastReviewed)}</time>
            </p>
          ) : null}
          {file && downloadHref ? (
            <p>
              <a className="button button--secondary" href={downloadHref} download="">
                Download {policy.title} (
                {[file.extension?.toUpperCase(), fileSize(file.size)].filter(Boolean).join(', ')})
              </a>
            </p>
          ) : null}
        </header>
        <div className="prose">
          <PortableText value={policy.body} />
        </div>
      </article>
    </div>
  )
}
