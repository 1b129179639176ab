import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serverNodeFlags } from '../../server/start-command'
import { describe, expect, test as it } from './support/fixture'
import { freePort, startServer, withoutBookingStorage } from './support/server'

const repo = path.resolve(import.meta.dirname, '../..')

/**
 * Issue 33 point 7: a supervisor that restarts the server at once after a SIGKILL, before the killed
 * process has been reaped (a zombie, which `kill(pid, 0)` still reaches), must not find the embedded
 * bookings database 'open in another process' and crash-loop.
 */
describe('the embedded bookings database after a SIGKILL', () => {
  it('lets a server restarted at once take it over, while the killed one is still a zombie', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'abc-booking-lock-'))
    const port = await freePort()
    // The shell starts the server, then becomes `sleep`, which never reaps it: killed, it stays a zombie.
    const parent = spawn(
      'sh',
      [
        '-c',
        '"$@" & echo "server pid $!"; exec sleep 600',
        'sh',
        process.execPath,
        ...serverNodeFlags(),
        path.join(repo, 'server/main.ts'),
      ],
      {
        cwd: repo,
        env: {
          ...withoutBookingStorage(process.env),
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          SITE_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    )
    let output = ''
    parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    try {
      await expect.poll(() => /server pid (\d+)/.exec(output)?.[1], { timeout: 15_000 }).toBeTruthy()
      const pid = Number(/server pid (\d+)/.exec(output)![1])
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/healthz`).then(
              (answer) => answer.status,
              () => 0,
            ),
          { timeout: 30_000, interval: 100 },
        )
        .toBe(200)
      process.kill(pid, 'SIGKILL')
      // Restarted at once, on the same data: it starts and answers.
      const restarted = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' })
      try {
        expect((await fetch(`${restarted.baseUrl}/healthz`)).status).toBe(200)
        expect(restarted.output()).not.toContain('open in another process')
      } finally {
        await restarted.stop()
      }
    } finally {
      parent.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
