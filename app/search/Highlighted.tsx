import { Fragment } from 'react'
import type { Segment } from './snippets'

/** Text with the words the search matched in <mark>. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
      )}
    </>
  )
}
