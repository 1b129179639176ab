import { PortableText } from '~/ui/PortableText'
import { CmsLink } from '~/ui/CmsLink'
import { SanityImage } from '~/ui/SanityImage'
import type { SectionOf } from './types'

export function ImageWithTextSection({ section }: { section: SectionOf<'imageWithTextSection'> }) {
  return (
    <div className={`image-with-text image-with-text--${section.imagePosition === 'end' ? 'end' : 'start'}`}>
      <SanityImage image={section.image} width={560} shape="photo" className="image-with-text__image" />
      <div className="image-with-text__text prose">
        {section.heading ? <h2>{section.heading}</h2> : null}
        <PortableText value={section.body} />
        <CmsLink link={section.button} className="button" />
      </div>
    </div>
  )
}
