import { ContactBlock } from '~/sections/ContactBlock'
import type { SectionOf } from './types'

export function ContactSection({ section }: { section: SectionOf<'contactSection'> }) {
  return (
    <>
      {section.heading ? <h2>{section.heading}</h2> : null}
      <ContactBlock
        contact={section.contact}
        showCommunicationMethods={section.showCommunicationMethods !== false}
        showNeedAHand={section.showNeedAHand !== false}
      />
    </>
  )
}
