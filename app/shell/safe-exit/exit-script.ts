import exitProgram from './exit-program.ts?inline-script'

/**
 * The text of the exit's inline script (exit-program.ts), run inside a function so its names stay out
 * of the page's globals: the same bytes on every page, so the same hash in every page's policy.
 */
export const EXIT_SCRIPT = `(()=>{${exitProgram}})()`
