import { readFileSync, readdirSync } from 'node:fs'

/** The process and every process it started, read from /proc (Linux). */
export function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((thread) => {
    try {
      return readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)
    } catch {
      return []
    }
  })
  return [pid, ...children.flatMap((child) => processTree(child))]
}

/** Resident memory of the process and its children together, in MB. */
export function treeRssMb(pid: number): number {
  return processTree(pid).reduce((total, member) => total + rssKb(member), 0) / 1024
}

/** CPU seconds the process has used, its waited-for children included. */
export function cpuSeconds(pid: number): number {
  const ticks = 100 // USER_HZ on Linux
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number)
  // After the command: state is field 3; utime, stime, cutime, cstime are fields 14 to 17.
  const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15)
  return (utime + stime + cutime + cstime) / ticks
}

/** CPU seconds of the process and its live children. */
export function treeCpuSeconds(pid: number): number {
  return processTree(pid).reduce(
    (total, member) => total + (member === pid ? cpuSeconds(member) : ownCpuSeconds(member)),
    0,
  )
}

function ownCpuSeconds(pid: number): number {
  try {
    return cpuSeconds(pid)
  } catch {
    return 0
  }
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}
