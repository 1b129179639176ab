import { existsSync, readFileSync } from 'node:fs'

/**
 * Who holds the embedded database's lock file: a process id, and (on Linux) when that process started,
 * so a lock is never mistaken for live because its owner is a zombie (killed, not yet reaped by its
 * parent: `kill(pid, 0)` still succeeds) or because another process has since been given its id.
 */
export interface LockOwner {
  pid: number
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat, field 22); null where there is no /proc. */
  started: string | null
}

const HAS_PROC = existsSync('/proc/self/stat')

/** This process, as its lock file names it. */
export function currentOwner(): LockOwner {
  return { pid: process.pid, started: procStat(process.pid)?.started ?? null }
}

/** The lock file's text: JSON, or a bare process id as earlier versions wrote. Null when it names no process. */
export function parseOwner(text: string): LockOwner | null {
  try {
    const owner = JSON.parse(text) as unknown
    if (typeof owner === 'number') return Number.isInteger(owner) && owner > 0 ? { pid: owner, started: null } : null
    if (
      owner &&
      typeof owner === 'object' &&
      'pid' in owner &&
      Number.isInteger(owner.pid) &&
      (owner.pid as number) > 0
    ) {
      const started = 'started' in owner && typeof owner.started === 'string' ? owner.started : null
      return { pid: owner.pid as number, started }
    }
  } catch {
    // Not JSON: a half-written or foreign file names no live owner.
  }
  return null
}

/** Whether the lock's owner still runs: not gone, not a zombie, and the same process that took the lock. */
export function ownerAlive(owner: LockOwner): boolean {
  if (!HAS_PROC) return signalReaches(owner.pid)
  const stat = procStat(owner.pid)
  if (!stat) return false
  // Z: killed and waiting for its parent to reap it; X: dying. Neither will touch the files again.
  if (stat.state === 'Z' || stat.state === 'X') return false
  return owner.started === null || owner.started === stat.started
}

/** The state and start time from /proc/<pid>/stat; the command name (field 2) may hold spaces and brackets, so fields are counted after its last ')'. */
function procStat(pid: number): { state: string; started: string } | null {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  const [state, started] = [fields[0], fields[19]]
  return state && started ? { state, started } : null
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
