import { Link } from 'react-router'
import type { Need } from '../understanding/understanding'

/**
 * How the site read the words ('Showing services for family violence support first'), with a link
 * that takes the reading away in one step: the same search of the words alone.
 */
export function ReadingNotice({ needs, wordsOnlyHref }: { needs: readonly Need[]; wordsOnlyHref: string }) {
  if (needs.length === 0) return null
  return (
    <p className="reading-notice" data-reading="">
      Showing services for {listed(needs.map((need) => need.label.toLowerCase()))} first.{' '}
      <Link to={wordsOnlyHref} className="reading-notice__remove">
        Search for your words only
      </Link>
    </p>
  )
}

function listed(labels: string[]): string {
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`
}
