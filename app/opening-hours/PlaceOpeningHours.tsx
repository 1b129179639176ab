import { OpeningHoursTable } from './OpeningHoursTable'
import { OpeningStatus } from './OpeningStatus'
import type { PlaceHours } from './schedule'

/**
 * A place's opening status and its week. `folded`: the week in a disclosure, as cards show it (it
 * opens without JavaScript).
 */
export function PlaceOpeningHours({
  hours,
  folded = false,
  caption,
}: {
  hours: PlaceHours
  folded?: boolean
  caption?: string
}) {
  const table = <OpeningHoursTable hours={hours} caption={caption} />
  if (!hours.schedule && !hours.text && !hours.note) return null
  return (
    <div className="place-hours">
      <OpeningStatus hours={hours} />
      {folded && hours.schedule ? (
        <details className="place-hours__week">
          <summary>Opening hours</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </div>
  )
}
