/** The longest search the site accepts; longer ones are refused with a message, not cut silently. */
export const MAX_QUERY_LENGTH = 200
