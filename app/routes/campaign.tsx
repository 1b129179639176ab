import { loadQuery } from '~/content/load.server'
import { campaignBySlugQuery } from '~/content/queries/campaigns'
import { pageNotFound } from '~/http/errors'
import { documentMeta } from '~/shell/seo'
import { faqJsonLd } from '~/structured-data/faq.server'
import { pageJsonLd } from '~/structured-data/page.server'
import { PageHeader } from '~/ui/PageHeader'
import { sectionsForHydration } from '~/sections/html-only.server'
import { withServiceLists } from '~/sections/service-lists.server'
import { PageSections } from '~/sections/PageSections'
import type { Route } from './+types/campaign'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const campaign = await loadQuery(request, campaignBySlugQuery, { slug: params.slug })
  if (!campaign) throw pageNotFound(request)
  return {
    campaign: {
      ...campaign,
      sections: sectionsForHydration(await withServiceLists(request, campaign.sections), context),
    },
    jsonLd: await pageJsonLd(request, context, () => [faqJsonLd(campaign.sections)]),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => documentMeta(loaderData.campaign, matches)

export default function Campaign({ loaderData: { campaign } }: Route.ComponentProps) {
  const startsWithHero = campaign.sections?.[0]?._type === 'heroSection'
  return (
    <article className="page page--campaign">
      {startsWithHero ? null : (
        <div className="container">
          <PageHeader title={campaign.title} lead={campaign.summary} />
        </div>
      )}
      <PageSections sections={campaign.sections} />
    </article>
  )
}
