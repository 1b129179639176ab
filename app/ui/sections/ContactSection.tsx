import { ContactBlock } from '~/shell/ContactBlock'
import { useSiteSettings } from '~/shell/site-settings'
import type { SectionOf } from './types'

export function ContactSection({ section }: { section: SectionOf<'contactSection'> }) {
  const settings = useSiteSettings()
  return (
    <>
      {section.heading ? <h2>{section.heading}</h2> : null}
      <ContactBlock contact={settings?.contact ?? null} showCommunicationMethods={section.showCommunicationMethods !== false} showNeedAHand={section.showNeedAHand !== false} />
    </>
  )
}
