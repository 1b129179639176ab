import type { PlaceHours } from './schedule'
import { statusAt, statusWords } from './status'
import { useOpeningNow } from './use-opening-now'
import { TextWithPhoneLinks } from '~/ui/TextWithPhoneLinks'

/**
 * 'Open now · closes 5 pm', 'Closed · opens Monday 9 am', 'Closed today for the public holiday', and a
 * temporary closure's note: a place's status on its own clock, rendered on the server and kept right
 * in the browser without a reload. Nothing without structured hours. `hours`: what placeHours
 * (schedule.server.ts) makes of a query's `hours`.
 */
export function OpeningStatus({ hours }: { hours: PlaceHours }) {
  const now = useOpeningNow(hours)
  const found = hours.schedule ? statusAt(hours.schedule, now) : null
  if (!found) return null
  const { status } = found
  const [headline, ...rest] = statusWords(status).split(' · ')
  return (
    <p className={`opening-status opening-status--${status.kind}`} data-opening-status={status.kind}>
      <strong className="opening-status__headline">{headline}</strong>
      {rest.length ? ` · ${rest.join(' · ')}` : null}
      {status.kind === 'closed' && status.closure?.note ? (
        <span className="opening-status__note">
          <TextWithPhoneLinks text={status.closure.note} />
        </span>
      ) : null}
    </p>
  )
}
