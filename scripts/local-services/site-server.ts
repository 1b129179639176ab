import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { serverNodeFlags } from '../../server/start-command'

const repo = path.resolve(import.meta.dirname, '../..')

export interface RunningServer {
  baseUrl: string
  process: ChildProcess
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export interface SiteServerOptions {
  port: number
  /** The whole environment of the process (PORT and HOST are set from `port`). */
  env: NodeJS.ProcessEnv
  /** After server/main.ts: `--dev` for Vite. */
  args?: string[]
  /** The server process's working directory (the repository unless given). */
  cwd?: string
  /** The address polled until it answers 200: /healthz (listening) or /readyz (serving fresh content). */
  ready?: '/healthz' | '/readyz'
  /** Called once the process has exited, after stop() or on its own. */
  onExit?: () => void
  /** How long `ready` may take to answer 200 (30 s unless told). */
  readyWithinMs?: number
}

/**
 * Starts `node server/main.ts` with the production server's Node flags on 127.0.0.1:`port` and waits
 * until `ready` answers 200 (`readyWithinMs`, 30 s unless told). stop() sends a signal (SIGTERM unless told) and waits for the exit.
 */
export async function startSiteServer({
  port,
  env,
  args = [],
  cwd = repo,
  ready = '/healthz',
  onExit,
  readyWithinMs = 30_000,
}: SiteServerOptions): Promise<RunningServer> {
  let output = ''
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...serverNodeFlags(), path.join(repo, 'server/main.ts'), ...args], {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.once('exit', () => onExit?.())
  const deadline = Date.now() + readyWithinMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    try {
      if ((await fetch(`${baseUrl}${ready}`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not answer ${ready} within ${readyWithinMs / 1000} s:\n${output}`)
    }
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
      return child.exitCode
    },
  }
}
