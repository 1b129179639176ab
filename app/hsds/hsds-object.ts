/** A JSON object as HSDS gives it: fields without a value are left out (the schemas allow no nulls). */
export type HsdsObject = Record<string, unknown>
