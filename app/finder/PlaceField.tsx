import { Link } from 'react-router'
import { ErrorMessage } from '~/ui/form/Field'
import { described, hintId } from '~/ui/form/ids'
import type { PlaceProblem } from '~/services/finder-query'
import { NEAR_MAX_LENGTH } from '~/services/near-limit'
import type { PlaceChoice } from '~/services/places'

interface Props {
  id: string
  /** The suburb or postcode searched near, as the gazetteer names it, when there is no problem. */
  value: string
  /** What the visitor typed that the gazetteer could not settle: kept in the field, with the message and any choices beside it. */
  problem: PlaceProblem | null
  /** The same search near one of the choices. */
  choiceHref: (choice: PlaceChoice) => string
  classNames?: { field?: string; label?: string; hint?: string }
}

/**
 * The 'Near a suburb or postcode' field of the finder and the locations page. A place it could not
 * find is marked as GOV.UK marks an error (message above the input, named by aria-describedby), and
 * a name several places share lists them as links, each the same search near that place.
 */
export function PlaceField({ id, value, problem, choiceHref, classNames = {} }: Props) {
  const fieldClass = classNames.field ?? 'field'
  return (
    <div className={problem ? `${fieldClass} field--error` : fieldClass}>
      <label htmlFor={id} className={classNames.label ?? 'field__label field__label--small'}>
        Near a suburb or postcode
      </label>
      <p id={hintId(id)} className={classNames.hint ?? 'field__hint'}>
        For example, Parramatta or 2150
      </p>
      <ErrorMessage id={id} error={problem?.message} />
      {problem?.choices.length ? (
        <ul className="place-choices" aria-label="Places you could mean">
          {problem.choices.map((choice) => (
            <li key={choice.name}>
              <Link to={choiceHref(choice)}>
                {choice.label.endsWith(choice.postcode) ? choice.label : `${choice.label} ${choice.postcode}`}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        name="near"
        type="text"
        defaultValue={problem ? problem.typed : value}
        {...described(id, { hint: true, error: Boolean(problem) })}
        autoComplete="off"
        spellCheck={false}
        maxLength={NEAR_MAX_LENGTH}
        className={classNames.field ? undefined : 'field__control'}
      />
    </div>
  )
}
