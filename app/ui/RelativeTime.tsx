import { useEffect, useState } from 'react'
import { formatDate } from './dates'
import { formatRelativeTime } from './relative-time'

/** SPEC 9: relative times refresh every second. */
const RELATIVE_TIME_REFRESH_MS = 1000

/**
 * '3 days ago' for a date from the CMS. The server and the first render in the browser show the
 * date itself (in the site's time zone, so both produce the same text and hydration matches); after
 * mounting, the browser switches to the relative wording and keeps it current.
 */
export function RelativeTime({ dateTime, className }: { dateTime: string; className?: string }) {
  const [now, setNow] = useState<Date | null>(null)

  useEffect(() => {
    setNow(new Date())
    const timer = setInterval(() => setNow(new Date()), RELATIVE_TIME_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])

  const date = new Date(dateTime)
  if (Number.isNaN(date.getTime())) return null
  return (
    <time dateTime={dateTime} className={className} title={now ? formatDate(dateTime) : undefined}>
      {now ? formatRelativeTime(date, now) : formatDate(dateTime)}
    </time>
  )
}
