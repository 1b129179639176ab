import type { ForPage } from '~/content/for-page'
import type { ServiceDetailQueryResult } from '~/content/sanity.types'
import { ageRangeInWords } from './age-words'

/** The page's service: its hours and locations are shown elsewhere on the page. */
type Service = Omit<ForPage<NonNullable<ServiceDetailQueryResult>>, 'hours' | 'locations'>

/** The synced facts of a service in plain words: who it is for, what it costs, where and how. */
export function ServiceFacts({ service }: { service: Service }) {
  const settings = service.settings
  const ages = ageRangeInWords(service.ageStart, service.ageEnd)
  const atsiAges =
    service.atsiAgeStart != null || service.atsiAgeEnd != null
      ? ageRangeInWords(service.atsiAgeStart, service.atsiAgeEnd)
      : null
  const cultural = settings?.culturalGroupDescriptions?.find((group) => group.name === service.culturalGroup)
  const delivery = (service.delivery ?? []).map(
    (value) =>
      settings?.serviceLocations?.find((mode) => mode.value === value) ?? { value, label: value, description: null },
  )
  const place = [service.suburb, service.region, service.state].filter(Boolean).join(', ')
  return (
    <dl className="facts facts--service">
      {ages ? (
        <div>
          <dt>Who it is for</dt>
          <dd>
            People {ages}
            {atsiAges && atsiAges !== ages ? <>. Aboriginal and Torres Strait Islander people {atsiAges}.</> : null}
            {service.audiences?.length ? (
              <> ({service.audiences.map((audience) => audience.label).join(', ')})</>
            ) : null}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Cost</dt>
        <dd>
          {service.noFee ? (
            <>
              <strong>No fee.</strong> {settings?.feeDescription}
            </>
          ) : (
            (service.fee ?? 'Please ask us about costs.')
          )}
        </dd>
      </div>
      <div>
        <dt>NDIS</dt>
        <dd>
          {service.ndis
            ? 'You can use your NDIS plan for this service.'
            : 'This service is not funded through the NDIS.'}
        </dd>
      </div>
      {cultural || service.culturalGroupDetail ? (
        <div>
          <dt>Cultural group</dt>
          <dd>
            {cultural ? (
              <>
                <strong>{cultural.title}.</strong> {cultural.description}
              </>
            ) : null}
            {service.culturalGroupDetail ? <> {service.culturalGroupDetail}</> : null}
          </dd>
        </div>
      ) : null}
      {service.specialGroup ? (
        <div>
          <dt>Especially for</dt>
          <dd>{service.specialGroup}</dd>
        </div>
      ) : null}
      {place ? (
        <div>
          <dt>Area</dt>
          <dd>{place}</dd>
        </div>
      ) : null}
      {delivery.length ? (
        <div>
          <dt>How it is delivered</dt>
          <dd>
            <ul className="facts__list">
              {delivery.map((mode) => (
                <li key={mode.value}>
                  {mode.label}
                  {mode.description ? <span className="facts__hint"> – {mode.description}</span> : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
