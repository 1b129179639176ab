import { serverNodeFlags } from '../../../server/start-command'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const repo = path.resolve(import.meta.dirname, '../../..')

export interface RunningServer {
  baseUrl: string
  process: ChildProcess
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** The environment without the developer's own booking database and mail server: tests must never write or send to them. */
export function withoutBookingStorage(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, SMTP_URL: _smtp, DATA_DIR: _data, ...rest } = environment
  return rest
}

/**
 * Starts `node server/main.ts` (the production build, or Vite with `--dev`) on a free port and waits until /healthz answers.
 * Booking requests go to a throwaway DATA_DIR (removed by stop()) unless the caller gives one, never to the project's data/.
 * `cwd` is the working directory of the server process (the repository unless given).
 */
export async function startServer(extraEnv: Record<string, string> = {}, args: string[] = [], { cwd = repo }: { cwd?: string } = {}): Promise<RunningServer> {
  const port = await freePort()
  const throwawayDataDir = extraEnv.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'abc-server-data-'))
  let output = ''
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...serverNodeFlags(), path.join(repo, 'server/main.ts'), ...args], {
    cwd,
    env: {
      ...withoutBookingStorage(process.env),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // The site's own address (every absolute URL it writes): the address the tests reach it at.
      SITE_URL: baseUrl,
      ...(throwawayDataDir ? { DATA_DIR: throwawayDataDir } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) {
      if (throwawayDataDir) rmSync(throwawayDataDir, { recursive: true, force: true })
      throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /healthz within 30 s:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    baseUrl,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal)
        await once(child, 'exit')
      }
      if (throwawayDataDir) rmSync(throwawayDataDir, { recursive: true, force: true })
      return child.exitCode
    },
  }
}
