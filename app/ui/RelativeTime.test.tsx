import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RelativeTime } from './RelativeTime'

describe('RelativeTime on the server', () => {
  it('renders the date itself in a <time> element, the text the browser hydrates against', () => {
    const html = renderToString(<RelativeTime dateTime="2025-05-09T14:30:00Z" />)
    expect(html).toBe('<time dateTime="2025-05-09T14:30:00Z">10 May 2025</time>')
  })

  it('renders nothing for a date it cannot read', () => {
    expect(renderToString(<RelativeTime dateTime="not a date" />)).toBe('')
  })
})
