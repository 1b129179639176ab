import { href, Link } from 'react-router'
import { loadQuery } from '~/content/load.server'
import { servicesLandingQuery } from '~/content/queries/services-pages'
import { rootSeoDefaults, seoMeta } from '~/shell/seo'
import { PageHeader } from '~/ui/PageHeader'
import { categoryColours } from '~/ui/category-colours'
import { SanityImage } from '~/ui/SanityImage'
import { ServiceCard } from '~/services/ServiceCard'
import { servicesIndex } from '~/services/services-index.server'
import { serviceCount } from '~/services/service-count'
import type { Route } from './+types/services'

export async function loader({ request }: Route.LoaderArgs) {
  const [landing, index] = await Promise.all([loadQuery(request, servicesLandingQuery), servicesIndex()])
  const counted = landing.categories.map((category) => ({
    ...category,
    count: (category.slug && index.sets.category.get(category.slug)?.count()) || 0,
  }))
  return { ...landing, categories: counted }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(
    {
      title: loaderData.settings?.seo?.title ?? loaderData.settings?.title ?? 'Services',
      description: loaderData.settings?.seo?.description ?? loaderData.settings?.intro,
      noIndex: loaderData.settings?.seo?.noIndex,
    },
    rootSeoDefaults(matches),
  )

export default function Services({ loaderData: { settings, categories, audiences } }: Route.ComponentProps) {
  return (
    <div className="page container services-landing">
      <PageHeader title={settings?.title ?? 'Services'} lead={settings?.intro}>
        <Link to={href('/services/filter')} className="button">
          Find a service that fits
        </Link>
      </PageHeader>
      <section aria-labelledby="by-type">
        <h2 id="by-type">Services by type of support</h2>
        <ul role="list" className="card-grid">
          {categories.map((category) => (
            <li key={category._id}>
              <article className="card category-card" style={categoryColours(category)}>
                <SanityImage
                  image={category.illustration}
                  width={320}
                  shape="photo"
                  fixed
                  className="card__image category-card__image"
                  decorative
                />
                <h3 className="card__title">
                  {category.slug ? (
                    <Link to={href('/services/category/:slug', { slug: category.slug })} className="card__link">
                      {category.label}
                    </Link>
                  ) : (
                    category.label
                  )}
                </h3>
                {category.description ? <p>{category.description}</p> : null}
                <p className="category-card__count">{serviceCount(category.count)}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="by-audience">
        <h2 id="by-audience">Services for</h2>
        <ul role="list" className="card-grid card-grid--compact">
          {audiences.map((audience) => (
            <li key={audience._id} className="card">
              <h3 className="card__title">
                {audience.slug ? (
                  <Link to={href('/services/audience/:slug', { slug: audience.slug })} className="card__link">
                    {audience.label}
                  </Link>
                ) : (
                  audience.label
                )}
              </h3>
              {audience.description ? <p>{audience.description}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      {settings?.featured?.length ? (
        <section aria-labelledby="featured">
          <h2 id="featured">Popular services</h2>
          <ul role="list" className="card-grid">
            {settings.featured.map((service) => (
              <li key={service._id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
