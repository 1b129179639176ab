import { Link } from 'react-router'
import { formatDate } from '~/ui/dates'
import type { DetailsChecked as Checked } from './details-checked'

const monthsWords = (months: number) => (months === 1 ? '1 month' : `${months} months`)

/**
 * How current a service's or location's details are, in plain words, and the way to say they are wrong:
 * 'Details checked on 28 September 2026 · Tell us something is wrong'. Checked too long ago (or never
 * known), a notice above it asks visitors to call before they go.
 */
export function DetailsChecked({ checked, reportHref }: { checked: Checked; reportHref: string }) {
  return (
    <div className="details-checked">
      {checked.stale ? (
        <p className="notice details-checked__notice">
          <strong>
            {checked.checkedOn
              ? `These details were last checked more than ${monthsWords(checked.staleAfterMonths)} ago.`
              : 'We do not know when these details were last checked.'}
          </strong>{' '}
          Please call to check them before you go.
        </p>
      ) : null}
      <p className="details-checked__line">
        {checked.checkedOn ? (
          <span>
            Details checked on <time dateTime={checked.checkedOn}>{formatDate(checked.checkedOn)}</time>
          </span>
        ) : null}{' '}
        <Link to={reportHref} className="details-checked__report">
          Tell us something is wrong
        </Link>
      </p>
    </div>
  )
}
