/**
 * The hooks the exit's inline script (exit-program.ts) finds in the markup that SafeExit.tsx and the
 * server's standalone pages (app/shell/standalone-page.server.ts) write: one list, so they cannot drift.
 */
export const EXIT_MARKUP = {
  /** The button: a link to GET /exit, with the exit site's address for the script in `data-exit-url`. */
  button: 'safe-exit__button',
  /** GOV.UK's three lights; the script sets `data-presses` (0 to 2) on it. */
  presses: 'safe-exit__presses',
  /** The visually hidden status region the script writes each press's announcement into. */
  statusAttribute: 'data-safe-exit-status',
} as const
