import { changesAhead } from './changes-ahead'
import { localTime, type PlaceHours } from './schedule'
import { useOpeningNow } from './use-opening-now'
import { DAY_NAMES, intervalsWords } from './week'
import { TextWithPhoneLinks } from '~/ui/TextWithPhoneLinks'

const HOLIDAY_RULE_WORDS = { closed: 'Closed', usual: 'Open as usual' } as const

/**
 * A place's week as a table (today marked), its public-holiday hours, the days ahead that differ
 * (holidays, temporary closures) and the editors' note; without structured hours, the synced text.
 */
export function OpeningHoursTable({ hours, caption = 'Opening hours' }: { hours: PlaceHours; caption?: string }) {
  const now = useOpeningNow(hours)
  const { schedule } = hours
  if (!schedule) {
    const text = [hours.text, hours.note].filter(Boolean)
    return text.length ? (
      <p className="opening-hours__note">
        <TextWithPhoneLinks text={text.join(' ')} />
      </p>
    ) : null
  }
  const here = now >= schedule.knownFrom && now < schedule.knownUntil ? localTime(schedule, now) : null
  const changes = here ? changesAhead(schedule, here.date) : []
  return (
    <div className="opening-hours">
      <table className="opening-hours__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {DAY_NAMES.map((day, weekday) => {
            const today = here?.weekday === weekday
            return (
              <tr
                key={day}
                aria-current={today ? 'date' : undefined}
                className={today ? 'opening-hours__today' : undefined}
              >
                <th scope="row">{today ? `${day} (today)` : day}</th>
                <td>{intervalsWords(schedule.week[weekday] ?? [])}</td>
              </tr>
            )
          })}
          <tr>
            <th scope="row">Public holidays</th>
            <td>
              {schedule.holidayRule === 'special'
                ? intervalsWords(schedule.holidayHours)
                : HOLIDAY_RULE_WORDS[schedule.holidayRule]}
            </td>
          </tr>
        </tbody>
      </table>
      {changes.length ? (
        <>
          <p className="opening-hours__changes-title">Changes to these hours</p>
          <ul className="opening-hours__changes">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      ) : null}
      {hours.note ? (
        <p className="opening-hours__note">
          <TextWithPhoneLinks text={hours.note} />
        </p>
      ) : null}
    </div>
  )
}
