/** The booking page of a booking document. */
export const bookingPath = (slug: string) => `/booking/${encodeURIComponent(slug)}`

/** Where a visitor lands after sending a request: the reference and nothing personal. */
export const confirmationPath = (slug: string, reference: string) => `${bookingPath(slug)}/confirmation/${encodeURIComponent(reference)}`
