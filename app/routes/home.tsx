import { loadQuery } from '~/content/load.server'
import { homeQuery } from '~/content/queries/home'
import { pageNotFound } from '~/http/errors'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { faqJsonLd } from '~/structured-data/faq.server'
import { organizationJsonLd, webSiteJsonLd } from '~/structured-data/organization.server'
import { pageJsonLd } from '~/structured-data/page.server'
import { sectionsForHydration } from '~/sections/html-only.server'
import { withServiceLists } from '~/sections/service-lists.server'
import { PageSections } from '~/sections/PageSections'
import type { Route } from './+types/home'

export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await loadQuery(request, homeQuery)
  if (!home) throw pageNotFound(request)
  const jsonLd = await pageJsonLd(request, context, (site) => [
    organizationJsonLd(site),
    webSiteJsonLd(site),
    faqJsonLd(home.sections),
  ])
  return {
    home: { ...home, sections: sectionsForHydration(await withServiceLists(request, home.sections), context) },
    jsonLd,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(
    {
      title: loaderData.home.seo?.title,
      description: loaderData.home.seo?.description ?? loaderData.home.intro,
      noIndex: loaderData.home.seo?.noIndex,
    },
    rootSeoDefaults(matches),
  )

export default function Home({ loaderData: { home } }: Route.ComponentProps) {
  const startsWithHero = home.sections?.[0]?._type === 'heroSection'
  return (
    <div className="page page--home">
      {startsWithHero ? null : <h1 className="container">{home.title}</h1>}
      <PageSections sections={home.sections} />
    </div>
  )
}
