import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { JobTimeoutError, ProcessPool } from './process-pool.server'

interface FixtureJob {
  spinMs?: number
  fail?: string
  exit?: number
  echo?: unknown
}

const FIXTURE = fileURLToPath(new URL('./process-pool.fixture.ts', import.meta.url))
/** Longer than any test waits: only a killed process stops it. */
const FOREVER_MS = 10 * 60_000

let pool: ProcessPool<FixtureJob, unknown> | undefined
const poolOf = (size: number, idleMs = 60_000) =>
  (pool = new ProcessPool<FixtureJob, unknown>({ module: FIXTURE, size, idleMs }))
const staying = () => new AbortController().signal

afterEach(async () => {
  await pool?.close()
})

describe('the process pool', () => {
  it('runs a job in a process and keeps the process for the next', async () => {
    const processes = poolOf(1)
    expect(await processes.run({ echo: { width: 64 } }, { signal: staying(), timeoutMs: FOREVER_MS })).toEqual({
      width: 64,
    })
    expect(processes.processes).toBe(1)
    expect(await processes.run({ echo: 'again' }, { signal: staying(), timeoutMs: FOREVER_MS })).toBe('again')
    expect(processes.processes).toBe(1)
  })

  it('stops a busy process when its job is given up, and settles only once the process has gone', async () => {
    const processes = poolOf(1)
    const leaving = new AbortController()
    const job = processes.run({ spinMs: FOREVER_MS }, { signal: leaving.signal, timeoutMs: FOREVER_MS })
    await vi.waitFor(() => expect(processes.processes).toBe(1))
    leaving.abort(new Error('The visitor left'))
    await expect(job).rejects.toThrow('The visitor left')
    expect(processes.processes).toBe(0)
    // The next job gets a process of its own.
    expect(await processes.run({ echo: 'next' }, { signal: staying(), timeoutMs: FOREVER_MS })).toBe('next')
  })

  it('stops a process past the time limit, whatever holds it', async () => {
    const processes = poolOf(1)
    await expect(processes.run({ spinMs: FOREVER_MS }, { signal: staying(), timeoutMs: 300 })).rejects.toBeInstanceOf(
      JobTimeoutError,
    )
    expect(processes.processes).toBe(0)
  })

  it('answers a failed job with its error and keeps the process', async () => {
    const processes = poolOf(1)
    await expect(
      processes.run({ fail: 'Input image exceeds pixel limit' }, { signal: staying(), timeoutMs: FOREVER_MS }),
    ).rejects.toThrow('Input image exceeds pixel limit')
    expect(processes.processes).toBe(1)
  })

  it('answers a job whose process dies with an error, and starts another for the next', async () => {
    const processes = poolOf(1)
    await expect(processes.run({ exit: 3 }, { signal: staying(), timeoutMs: FOREVER_MS })).rejects.toThrow(
      'The process stopped (3)',
    )
    expect(processes.processes).toBe(0)
    expect(await processes.run({ echo: 'after' }, { signal: staying(), timeoutMs: FOREVER_MS })).toBe('after')
  })

  it('never has more processes alive than its size, a stopping one included', async () => {
    const processes = poolOf(2)
    const leaving = [new AbortController(), new AbortController()]
    const busy = leaving.map((controller) =>
      processes
        .run({ spinMs: FOREVER_MS }, { signal: controller.signal, timeoutMs: FOREVER_MS })
        .catch(() => 'stopped'),
    )
    await vi.waitFor(() => expect(processes.processes).toBe(2))
    let most = 0
    const watch = setInterval(() => (most = Math.max(most, processes.processes)), 1)
    for (const controller of leaving) controller.abort(new Error('left'))
    // A third job asked for while the two are being killed.
    const third = processes.run({ echo: 3 }, { signal: staying(), timeoutMs: FOREVER_MS })
    expect(await Promise.all(busy)).toEqual(['stopped', 'stopped'])
    expect(await third).toBe(3)
    clearInterval(watch)
    expect(most).toBeLessThanOrEqual(2)
  })

  it('lets an idle process go, giving its memory back', async () => {
    const processes = poolOf(1, 50)
    await processes.run({ echo: 1 }, { signal: staying(), timeoutMs: FOREVER_MS })
    await vi.waitFor(() => expect(processes.processes).toBe(0))
  })
})
