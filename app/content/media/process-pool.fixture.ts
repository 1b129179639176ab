/**
 * A pool process for process-pool.server.test.ts, run by Node itself (no imports): `spinMs` holds the
 * thread the way native image work does (no event, no signal handler, gets in), `fail` answers an
 * error, `exit` ends the process; otherwise it echoes.
 */
interface FixtureJob {
  spinMs?: number
  fail?: string
  exit?: number
  echo?: unknown
}

process.on('message', (job: FixtureJob) => {
  if (job.exit !== undefined) process.exit(job.exit)
  const until = Date.now() + (job.spinMs ?? 0)
  while (Date.now() < until) {
    // busy, as libvips is
  }
  process.send?.(job.fail ? { ok: false, message: job.fail } : { ok: true, result: job.echo })
})
