import { Fragment } from 'react'
import { phoneNumbersInText } from './phone-numbers-in-text'
import { telHref } from './phone'

/** Plain text from the CMS with every phone number in it a tap-to-call link ('call 000' → call <a href="tel:000">000</a>). */
export function TextWithPhoneLinks({ text }: { text: string }) {
  return phoneNumbersInText(text).map((part, index) =>
    part.isPhoneNumber ? (
      <a key={index} href={telHref(part.text)}>
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  )
}
