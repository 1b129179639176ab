/**
 * The content rules of SPEC sections 4 and 9, each written once and interpolated into every query.
 */

/** SPEC 4: a synced service or location is shown only when not deleted in the sync, not hidden and not 'Inactive'. */
export const VISIBLE = `sync.deleted != true && hidden != true && sync.status != "Inactive"`

/** SPEC 9: services by sync title ascending. */
export const SERVICE_ORDER = `order(lower(sync.title) asc)`

/** SPEC 9: categories, expertise and supports by label ascending. */
export const LABEL_ORDER = `order(lower(label) asc)`

/** SPEC 9: audiences by order rank, then label. */
export const AUDIENCE_ORDER = `order(orderRank asc, lower(label) asc)`
