/** The age ranges a service gives: the general one, and one for Aboriginal and Torres Strait Islander people. */
export interface AgeRanges {
  ageStart: number | null
  ageEnd: number | null
  atsiAgeStart: number | null
  atsiAgeEnd: number | null
}

export const OLDEST_AGE = 120

/**
 * The ages a service takes, youngest and oldest: a person of `age` fits when youngest ≤ age ≤ oldest. For an Aboriginal and/or Torres Strait Islander
 * person the service's ATSI range applies when it has one (either end set; a missing end falls back
 * to the general range's), otherwise the general range. A missing end of the general range is open.
 */
export function ageRange(
  ranges: AgeRanges,
  aboriginalOrTorresStraitIslander: boolean,
): { youngest: number; oldest: number } {
  const useAtsi = aboriginalOrTorresStraitIslander && (ranges.atsiAgeStart !== null || ranges.atsiAgeEnd !== null)
  return {
    youngest: (useAtsi ? ranges.atsiAgeStart : null) ?? ranges.ageStart ?? 0,
    oldest: (useAtsi ? ranges.atsiAgeEnd : null) ?? ranges.ageEnd ?? Number.POSITIVE_INFINITY,
  }
}
