import { CmsLink } from '~/ui/CmsLink'
import { InterpreterLine } from '~/trust/InterpreterLine'
import { Icon } from '~/ui/icons'
import type { SectionOf } from '~/sections/types'
import { telHref } from '~/ui/phone'
import { TextWithPhoneLinks } from '~/ui/TextWithPhoneLinks'

/** The CONTACT fragment (app/content/queries/fragments.ts), as contact sections and service pages load it. */
type Contact = SectionOf<'contactSection'>['contact']

interface Props {
  contact: Contact
  showCommunicationMethods?: boolean
  showNeedAHand?: boolean
}

/** How to reach the organisation: the phone line, other ways to contact, and "need a hand". */
export function ContactBlock({ contact, showCommunicationMethods = true, showNeedAHand = true }: Props) {
  if (!contact) return null
  const { needAHand } = contact
  return (
    <div className="contact-block">
      {showNeedAHand && needAHand ? (
        <div className="need-a-hand">
          <h3>{needAHand.title}</h3>
          {needAHand.description ? (
            <p>
              <TextWithPhoneLinks text={needAHand.description} />
            </p>
          ) : null}
          {contact.phone ? (
            <p className="need-a-hand__phone">
              <a href={telHref(contact.phone)}>{contact.phone}</a>
              {needAHand.phoneAvailability ? (
                <span className="need-a-hand__hours"> {needAHand.phoneAvailability}</span>
              ) : null}
            </p>
          ) : null}
          <InterpreterLine phone={contact.phone} compact />
          {contact.phoneDescription ? (
            <p>
              <TextWithPhoneLinks text={contact.phoneDescription} />
            </p>
          ) : null}
          <div className="button-row">
            {needAHand.buttons?.map((button, index) => (
              <CmsLink key={index} link={button} className="button button--secondary" />
            ))}
          </div>
        </div>
      ) : null}
      {showCommunicationMethods && contact.communicationMethods?.length ? (
        <ul className="contact-methods" role="list">
          {contact.communicationMethods.map((method, index) => (
            <li key={index} className="contact-methods__item">
              <h3 className="contact-methods__title">
                <Icon name={method.icon} />
                {method.title}
              </h3>
              {method.description ? (
                <p>
                  <TextWithPhoneLinks text={method.description} />
                </p>
              ) : null}
              <CmsLink link={method.link} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
