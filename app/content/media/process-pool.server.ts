import { fork, type ChildProcess } from 'node:child_process'

/** A job ran past its time limit: its process was killed. */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError'
}

/** What a process answers each job with (process-pool-child.server.ts). */
export type JobAnswer<Result> = { ok: true; result: Result } | { ok: false; message: string }

export interface ProcessPoolOptions {
  /** The module each process runs: it answers every message it is sent with one JobAnswer. */
  module: string
  /** Node flags for the processes (`--import tsx` to run TypeScript source in development). */
  execArgv?: string[]
  /** Processes alive at most, busy, idle and stopping together; a job asked for beyond that waits for one to go. */
  size: number
  /** An idle process exits after this long, and its memory goes back to the system. */
  idleMs: number
}

interface Member {
  child: ChildProcess
  exited: Promise<void>
  idleTimer?: NodeJS.Timeout
  /** The last lines the process wrote to stderr, for the error when it dies. */
  stderr: string
}

/**
 * Jobs run in child processes, one job per process at a time. A job that is given up (its signal
 * aborts) or runs past its time limit has its process killed, and run() settles only once that process
 * has exited: native work (libvips, libaom) cannot be interrupted from JavaScript, and a worker thread's
 * terminate() waits for it, but a killed process stops at once. A process left idle exits, so the memory
 * its work took is given back rather than kept by the allocator.
 */
export class ProcessPool<Job, Result> {
  private readonly options: ProcessPoolOptions
  private readonly idle: Member[] = []
  private readonly alive = new Set<Member>()

  constructor(options: ProcessPoolOptions) {
    this.options = options
  }

  /** Processes alive now, whatever they are doing: at most `size`. */
  get processes(): number {
    return this.alive.size
  }

  /** Runs `job` in a process; rejects with the signal's reason, a JobTimeoutError or the job's own error. */
  async run(job: Job, { signal, timeoutMs }: { signal: AbortSignal; timeoutMs: number }): Promise<Result> {
    signal.throwIfAborted()
    const member = this.idle.pop() ?? (await this.start())
    clearTimeout(member.idleTimer)
    const stop = new AbortController()
    const timer = setTimeout(() => stop.abort(new JobTimeoutError(`The job took more than ${timeoutMs} ms`)), timeoutMs)
    const cancel = () => stop.abort(signal.reason)
    signal.addEventListener('abort', cancel, { once: true })
    if (signal.aborted) cancel()
    let answer: JobAnswer<Result>
    try {
      answer = await this.answer(member, job, stop.signal)
    } catch (error) {
      await this.kill(member)
      throw error
    } finally {
      clearTimeout(timer)
      signal.removeEventListener('abort', cancel)
    }
    // A job that failed on its own leaves its process fit for the next.
    this.rest(member)
    if (!answer.ok) throw new Error(answer.message)
    return answer.result
  }

  /** Kills every process (shutdown). */
  async close(): Promise<void> {
    await Promise.all([...this.alive].map((member) => this.kill(member)))
  }

  private answer(member: Member, job: Job, stop: AbortSignal): Promise<JobAnswer<Result>> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: JobAnswer<Result>) => settle(() => resolve(message))
      const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
        settle(() =>
          reject(
            new Error(`The process stopped (${code ?? signal})${member.stderr ? `: ${member.stderr.trim()}` : ''}`),
          ),
        )
      const onStop = () => settle(() => reject(stop.reason))
      const settle = (then: () => void) => {
        member.child.off('message', onMessage).off('exit', onExit)
        stop.removeEventListener('abort', onStop)
        then()
      }
      member.child.on('message', onMessage).on('exit', onExit)
      stop.addEventListener('abort', onStop, { once: true })
      if (member.child.exitCode !== null || member.child.signalCode !== null)
        return onExit(member.child.exitCode, member.child.signalCode)
      if (stop.aborted) return onStop()
      member.child.send(job as object, (error) => error && settle(() => reject(error)))
    })
  }

  /** A process, once the pool has room for one: a process still stopping counts until it has gone. */
  private async start(): Promise<Member> {
    while (this.alive.size >= this.options.size) {
      const resting = this.idle.shift()
      if (resting) await this.kill(resting)
      else await Promise.race([...this.alive].map((member) => member.exited))
    }
    const child = fork(this.options.module, [], {
      execArgv: this.options.execArgv ?? [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    })
    const member: Member = { child, stderr: '', exited: new Promise((resolve) => child.once('exit', () => resolve())) }
    child.stderr
      ?.setEncoding('utf8')
      .on('data', (chunk: string) => (member.stderr = (member.stderr + chunk).slice(-2000)))
    // A process that cannot start, or cannot be sent to, also exits; its job is rejected by onExit.
    child.on('error', () => child.kill('SIGKILL'))
    this.alive.add(member)
    void member.exited.then(() => {
      this.alive.delete(member)
      this.forgetIdle(member)
    })
    return member
  }

  private rest(member: Member) {
    this.idle.push(member)
    member.idleTimer = setTimeout(() => void this.kill(member), this.options.idleMs)
    member.idleTimer.unref()
  }

  private async kill(member: Member) {
    clearTimeout(member.idleTimer)
    this.forgetIdle(member)
    member.child.kill('SIGKILL')
    await member.exited
  }

  private forgetIdle(member: Member) {
    const index = this.idle.indexOf(member)
    if (index >= 0) this.idle.splice(index, 1)
  }
}

/** In a pool's process: answers each job it is sent with what `handle` makes of it, or its error's message. */
export function answerJobs<Job, Result>(handle: (job: Job) => Promise<Result>) {
  process.on('message', (job: Job) => {
    handle(job).then(
      (result) => process.send?.({ ok: true, result } satisfies JobAnswer<Result>),
      (error: unknown) =>
        process.send?.({
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies JobAnswer<Result>),
    )
  })
}
