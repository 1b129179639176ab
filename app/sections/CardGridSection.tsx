import { CmsLink } from '~/ui/CmsLink'
import { SanityImage } from '~/ui/SanityImage'
import type { SectionOf } from './types'

export function CardGridSection({ section }: { section: SectionOf<'cardGridSection'> }) {
  return (
    <>
      {section.heading ? <h2>{section.heading}</h2> : null}
      {section.intro ? <p className="section__intro">{section.intro}</p> : null}
      <ul className="card-grid" role="list">
        {section.cards?.map((card, index) => (
          <li key={index} className="card">
            <SanityImage image={card.image} width={400} shape="landscape" fixed className="card__image" decorative />
            <h3 className="card__title">
              <CmsLink link={card.link} className="card__link">
                {card.title}
              </CmsLink>
            </h3>
            {card.text ? <p>{card.text}</p> : null}
          </li>
        ))}
      </ul>
    </>
  )
}
