import { CmsLink } from '~/ui/CmsLink'
import { TextWithPhoneLinks } from '~/ui/TextWithPhoneLinks'
import type { SectionOf } from './types'

export function CallToActionSection({ section }: { section: SectionOf<'callToActionSection'> }) {
  return (
    <div className="call-to-action">
      <h2>{section.heading}</h2>
      {section.text ? (
        <p>
          <TextWithPhoneLinks text={section.text} />
        </p>
      ) : null}
      <div className="button-row">
        {section.buttons?.map((button, index) => (
          <CmsLink key={index} link={button} className={index === 0 ? 'button' : 'button button--secondary'} />
        ))}
      </div>
    </div>
  )
}
