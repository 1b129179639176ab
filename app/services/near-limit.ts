/**
 * The most characters a suburb or postcode ('near') may have: the finder's and /locations' field
 * (`maxLength`) and the address parameter read on the server (finder-query.ts). A module of its own so
 * that the field does not load the finder's query code into pages without the finder, as /locations.
 */
export const NEAR_MAX_LENGTH = 100
