import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { currentOwner, ownerAlive, parseOwner } from './lock-owner.server'

/** The process's state letter, or 'gone' once nothing is left of it. */
const processState = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0]
  } catch {
    return 'gone'
  }
}

describe('who holds the bookings database', () => {
  it('is this process while it runs, and reads back what it writes', () => {
    const owner = currentOwner()
    expect(owner.pid).toBe(process.pid)
    expect(parseOwner(JSON.stringify(owner))).toEqual(owner)
    expect(ownerAlive(owner)).toBe(true)
  })

  it('reads the bare process id earlier versions wrote, and nothing from a broken file', () => {
    expect(parseOwner('12345')).toEqual({ pid: 12345, started: null })
    for (const text of ['', 'garbage', '{"pid":"1"}', '-4', '{}', '{"pid":0}'])
      expect(parseOwner(text), text).toBeNull()
  })

  it('is not alive when its process id now belongs to another process', () => {
    expect(ownerAlive({ ...currentOwner(), started: '1' })).toBe(false)
  })

  it('is not alive when it was killed and its parent has not reaped it yet (a zombie)', async () => {
    // A shell starts a child, then becomes `sleep`, which never reaps it: once killed, the child stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] })
    try {
      const pid = Number(
        await new Promise<string>((resolve) =>
          parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
        ),
      )
      const owner = { pid, started: readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]! }
      expect(ownerAlive(owner)).toBe(true)
      process.kill(pid, 'SIGKILL')
      await expect.poll(() => processState(pid), { timeout: 10_000 }).toMatch(/^(Z|gone)$/)
      // kill(pid, 0) still reaches a zombie: the old check took this for a live owner.
      if (processState(pid) === 'Z') expect(() => process.kill(pid, 0)).not.toThrow()
      expect(ownerAlive(owner)).toBe(false)
    } finally {
      parent.kill('SIGKILL')
    }
  })
})
