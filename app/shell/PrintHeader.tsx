import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { formatDate, todayInSiteTimeZone } from '~/ui/dates'
import { PRODUCT } from './title'

function subscribeToPrinting(onPrint: () => void) {
  window.addEventListener('beforeprint', onPrint)
  return () => window.removeEventListener('beforeprint', onPrint)
}

/** The visitor's today (YYYY-MM-DD) in the browser, checked again as they print. */
const visitorToday = () => new Intl.DateTimeFormat('en-CA').format(new Date())

/** SPEC 2: on paper only, the site title, the page's path and the day it was printed. */
export function PrintHeader() {
  const { pathname } = useLocation()
  // The server cannot know the visitor's time zone: hydration starts from the site's today, then moves to the visitor's.
  const today = useSyncExternalStore(subscribeToPrinting, visitorToday, todayInSiteTimeZone)
  return (
    <div className="print-header">
      <p className="print-header__title">{PRODUCT}</p>
      <p className="print-header__path">{pathname}</p>
      <p className="print-header__date">
        Printed on {/* The server's day and the browser's can differ around midnight; the browser's wins just after hydration. */}
        <time dateTime={today} suppressHydrationWarning>
          {formatDate(today)}
        </time>
      </p>
    </div>
  )
}
