/** "Parramatta NSW 2150": the second line of an Australian address. */
export function placeLine(location: { suburb: string | null; state: string | null; postcode: string | null }): string {
  return [location.suburb, location.state, location.postcode].filter(Boolean).join(' ')
}
