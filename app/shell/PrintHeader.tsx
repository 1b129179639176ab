import { useSyncExternalStore } from 'react'
import { formatDate, todayInSiteTimeZone } from '~/ui/dates'
import { PRODUCT } from '~/lib/titles/page-title'
import { useReadablePath } from './use-readable-path'

/** The visitor's today (YYYY-MM-DD), worked out as they print; null until then. */
let printedOn: string | null = null

/**
 * Printing is heard both ways browsers tell of it: `beforeprint`, and the print media query
 * matching (which is also what print preview and emulated print media change).
 */
function subscribeToPrinting(onPrint: () => void) {
  const printing = window.matchMedia('print')
  const update = () => {
    printedOn = new Intl.DateTimeFormat('en-CA').format(new Date())
    onPrint()
  }
  const onMediaChange = (event: MediaQueryListEvent) => event.matches && update()
  window.addEventListener('beforeprint', update)
  printing.addEventListener('change', onMediaChange)
  // Printing began before the page was interactive.
  if (printing.matches) update()
  return () => {
    window.removeEventListener('beforeprint', update)
    printing.removeEventListener('change', onMediaChange)
  }
}

const printedOnSnapshot = () => printedOn
const notPrintedYet = () => null

/**
 * SPEC 2: on paper only, the site title, the page's path and the day it was printed. The server
 * cannot know the visitor's time zone: the page starts with the site's today (`siteToday`, from the
 * root loader, so hydrating it formats nothing), and the visitor's own day is filled in as they print.
 */
export function PrintHeader({ siteToday }: { siteToday?: string }) {
  const pathname = useReadablePath()
  const today =
    useSyncExternalStore(subscribeToPrinting, printedOnSnapshot, notPrintedYet) ?? siteToday ?? todayInSiteTimeZone()
  return (
    <div className="print-header">
      <p className="print-header__title">{PRODUCT}</p>
      <p className="print-header__path">{pathname}</p>
      <p className="print-header__date">
        {/* The server's day and the visitor's can differ around midnight; the visitor's wins as they print. */}
        {'Printed on '}
        <time dateTime={today} suppressHydrationWarning>
          {formatDate(today)}
        </time>
      </p>
    </div>
  )
}
