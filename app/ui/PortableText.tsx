import { PortableText as PortableTextRenderer, type PortableTextComponents } from '@portabletext/react'
import { CmsLink } from '~/ui/CmsLink'
import { telHref } from '~/ui/phone'
import type { PageImage } from '~/content/images'
import { SanityImage } from '~/ui/SanityImage'
import type { PageLink } from '~/content/links'
import { PHONE_NUMBER_MARK, withPhoneNumberMarks } from './phone-number-marks'

const components: PortableTextComponents = {
  types: {
    imageWithAlt: ({ value }: { value: PageImage }) => (
      <figure className="rich-text__figure">
        <SanityImage image={value} width={720} />
      </figure>
    ),
  },
  marks: {
    // A link that resolved to nowhere keeps its words, unlinked.
    link: ({ value, children }: { value?: PageLink; children: React.ReactNode }) =>
      value?.href ? <CmsLink link={value}>{children}</CmsLink> : <>{children}</>,
    // A phone number typed in the text (phone-number-marks.ts): tap to call.
    [PHONE_NUMBER_MARK]: ({ text, children }) => <a href={telHref(text)}>{children}</a>,
  },
}

/** Rich text from the CMS, with links resolved, phone numbers tap-to-call and images sized. */
export function PortableText({ value }: { value: unknown[] | null | undefined }) {
  if (!value?.length) return null
  return (
    <div className="rich-text">
      <PortableTextRenderer value={withPhoneNumberMarks(value)} components={components} />
    </div>
  )
}
