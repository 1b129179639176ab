/** When something was received, as staff in the organisation's home time zone read it. */
export const receivedAt = (date: Date) =>
  new Date(date).toLocaleString('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'full', timeStyle: 'short' })

/** A notification's body: labelled lines, those without a value left out; a value of several lines starts on a line of its own. */
export function labelledLines(lines: ReadonlyArray<readonly [string, string | undefined]>): string {
  return lines
    .filter((line): line is readonly [string, string] => Boolean(line[1]))
    .map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}` : value}`)
    .join('\n')
}
