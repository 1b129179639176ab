/** Each state's and territory's time zone (the Studio's openingHours.timeZone can name another, like Broken Hill's). */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
}

/** The organisation's own time zone, for a place whose state is not known. */
const HOME_TIME_ZONE = 'Australia/Sydney'

/** 'NSW', 'nsw ', 'Vic' → 'VIC'; anything that is not a state or territory → null. */
export function stateCode(state: string | null | undefined): string | null {
  const code = state?.trim().toUpperCase() ?? ''
  return code in STATE_TIME_ZONES ? code : null
}

/** A place's time zone: the one an editor set, else its state's, else the organisation's. */
export function timeZoneOf(state: string | null | undefined, chosen: string | null | undefined): string {
  if (chosen && Object.values(STATE_TIME_ZONES).concat('Australia/Broken_Hill').includes(chosen)) return chosen
  return STATE_TIME_ZONES[stateCode(state) ?? ''] ?? HOME_TIME_ZONE
}
