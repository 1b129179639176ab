/**
 * The shell's essentials when the site settings cannot be loaded at all (the content service is down
 * and this browser has not loaded them yet): every page, an error page most of all, keeps a way out
 * and a number to call. Keep in step with the site settings in the CMS (a unit test compares them with
 * the bundled dataset's).
 */
export const FALLBACK_EXIT_URL = 'https://www.bom.gov.au'
export const FALLBACK_PHONE = '1300 975 707'
