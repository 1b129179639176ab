import { startSiteServer, type RunningServer } from '../../../scripts/local-services/site-server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../../scripts/local-services/free-port'

export { freePort }
export type { RunningServer }

/** The environment without the developer's own booking database and mail server: tests must never write or send to them. */
export function withoutBookingStorage(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, SMTP_URL: _smtp, DATA_DIR: _data, ...rest } = environment
  return rest
}

/**
 * Starts `node server/main.ts` (the production build, or Vite with `--dev`) on a free port and waits until /healthz answers (110 s at most).
 * Booking requests go to a throwaway DATA_DIR (removed by stop()) unless the caller gives one, never to the project's data/.
 * `cwd` is the working directory of the server process (the repository unless given).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  args: string[] = [],
  { cwd }: { cwd?: string } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const throwawayDataDir = extraEnv.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'abc-server-data-'))
  const removeDataDir = () => throwawayDataDir && rmSync(throwawayDataDir, { recursive: true, force: true })
  const env = {
    ...withoutBookingStorage(process.env),
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    // The site's own address (every absolute URL it writes): the address the tests reach it at.
    SITE_URL: `http://127.0.0.1:${port}`,
    ...(throwawayDataDir ? { DATA_DIR: throwawayDataDir } : {}),
    ...extraEnv,
  }
  // Start-up is bounded by the hook or test that asks (two minutes for hooks); on a busy machine it takes
  // far longer than usual (Vite in development may first bundle its dependencies again).
  const server = await startSiteServer({ port, env, args, cwd, readyWithinMs: 110_000 }).catch((error: unknown) => {
    removeDataDir()
    throw error
  })
  return {
    ...server,
    stop: async (signal) => {
      const code = await server.stop(signal)
      removeDataDir()
      return code
    },
  }
}
