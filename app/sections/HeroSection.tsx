import { CmsLink } from '~/ui/CmsLink'
import { TextWithPhoneLinks } from '~/ui/TextWithPhoneLinks'
import { SanityImage } from '~/ui/SanityImage'
import type { SectionOf } from './types'

export function HeroSection({ section, headingLevel }: { section: SectionOf<'heroSection'>; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className="hero">
      <div className="hero__text">
        <Heading className="hero__heading">{section.heading}</Heading>
        {section.text ? (
          <p className="hero__lead">
            <TextWithPhoneLinks text={section.text} />
          </p>
        ) : null}
        {section.buttons?.length ? (
          <div className="button-row">
            {section.buttons.map((button, index) => (
              <CmsLink key={index} link={button} className={index === 0 ? 'button' : 'button button--secondary'} />
            ))}
          </div>
        ) : null}
      </div>
      <SanityImage
        image={section.image}
        width={640}
        shape="photo"
        className="hero__image"
        priority={headingLevel === 1}
      />
    </div>
  )
}
