import { formatDate } from '~/ui/dates'

interface Props {
  location: string | null
  employmentType: string | null
  hours: string | null
  salary?: string | null
  closingDate: string | null
  closed: boolean
}

/** The facts of a role as a description list; a closed role says so in words, not only colour. */
export function RoleFacts({ location, employmentType, hours, salary, closingDate, closed }: Props) {
  return (
    <dl className="facts">
      {location ? (
        <div>
          <dt>Where</dt>
          <dd>{location}</dd>
        </div>
      ) : null}
      {employmentType ? (
        <div>
          <dt>Type</dt>
          <dd>{employmentType}</dd>
        </div>
      ) : null}
      {hours ? (
        <div>
          <dt>Hours</dt>
          <dd>{hours}</dd>
        </div>
      ) : null}
      {salary ? (
        <div>
          <dt>Pay</dt>
          <dd>{salary}</dd>
        </div>
      ) : null}
      {closingDate ? (
        <div>
          <dt>{closed ? 'Closed' : 'Applications close'}</dt>
          <dd>{closed ? `Applications closed on ${formatDate(closingDate)}` : formatDate(closingDate)}</dd>
        </div>
      ) : null}
    </dl>
  )
}
