/**
 * The crises a visitor's words can signal, in the order their help is shown. Each crisis line in the
 * site settings says which of these it answers (Studio: Site settings → Crisis lines), and a kind of
 * support may answer one of them (Studio: Support → 'Crisis this support answers').
 */
export const CRISIS_KINDS = ['danger', 'suicide', 'violence', 'child', 'homeless'] as const
export type CrisisKind = (typeof CRISIS_KINDS)[number]

/** A crisis line answers crises, or is shown beside the others for Aboriginal and Torres Strait Islander people. */
export type CrisisLineAnswer = CrisisKind | 'atsi'

export function isCrisisKind(value: unknown): value is CrisisKind {
  return typeof value === 'string' && (CRISIS_KINDS as readonly string[]).includes(value)
}

export function isCrisisLineAnswer(value: unknown): value is CrisisLineAnswer {
  return value === 'atsi' || isCrisisKind(value)
}

/** What a visitor's words signal: the crises, and whether they say the person is Aboriginal or Torres Strait Islander. */
export interface CrisisSignals {
  kinds: CrisisKind[]
  atsi: boolean
}
