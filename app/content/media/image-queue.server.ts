import PQueue from 'p-queue'

/** The queue is full: the visitor is told to try again shortly (503 with Retry-After). */
export class ImageQueueFullError extends Error {
  override name = 'ImageQueueFullError'
}

/** The server is shutting down: no transform is started any more (503 with Retry-After). */
export class ImageQueueClosedError extends Error {
  override name = 'ImageQueueClosedError'
}

export interface ImageQueueOptions {
  /** Transforms made at once. */
  concurrency: number
  /** Transforms that may wait for a turn; one more is refused. */
  maxWaiting: number
  /** What a transform is taken to last until some have been timed, in seconds. */
  expectedSeconds: number
}

/** How much the last transform's time moves the average (an exponential moving average). */
const AVERAGE_WEIGHT = 0.3

/**
 * Image transforms take turns: at most `concurrency` run, at most `maxWaiting` wait. A waiting
 * transform whose visitor has gone (its signal aborts) leaves the queue without running; a running one
 * is handed the same signal to stop its work, and keeps its turn until its task has settled, so a
 * transform a visitor left never runs beside the next ones.
 */
export class ImageQueue {
  private readonly queue: PQueue
  private readonly options: ImageQueueOptions
  private averageSeconds: number
  /** Each waiting transform's way out of the queue (shutdown refuses them all). */
  private readonly turns = new Set<AbortController>()
  private closed = false

  constructor(options: ImageQueueOptions) {
    this.options = options
    this.queue = new PQueue({ concurrency: options.concurrency })
    this.averageSeconds = options.expectedSeconds
  }

  /**
   * Runs `task` in its turn, with `signal` to stop it. Throws ImageQueueFullError at once when too many
   * wait, ImageQueueClosedError once the queue is closed, and the signal's reason when it aborts first.
   */
  async run<T>(task: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
    signal.throwIfAborted()
    if (this.closed) throw new ImageQueueClosedError('The server is shutting down')
    if (this.queue.pending >= this.queue.concurrency && this.queue.size >= this.options.maxWaiting)
      throw new ImageQueueFullError('Too many images are being made')
    // p-queue would let a running task's turn go when its signal aborts, with the task still at work:
    // its signal is the turn's only while the task waits.
    const turn = new AbortController()
    const leave = () => turn.abort(signal.reason)
    signal.addEventListener('abort', leave, { once: true })
    this.turns.add(turn)
    const started = () => {
      signal.removeEventListener('abort', leave)
      this.turns.delete(turn)
    }
    try {
      return await this.queue.add(
        async () => {
          started()
          const began = performance.now()
          try {
            return await task(signal)
          } finally {
            // A transform given up says nothing of how long the next will take; one that failed or was stopped at the limit does.
            if (!signal.aborted) this.timed((performance.now() - began) / 1000)
          }
        },
        { signal: turn.signal },
      )
    } finally {
      started()
    }
  }

  /** Refuses every waiting transform and every new one with ImageQueueClosedError; running ones go on. */
  close() {
    this.closed = true
    for (const turn of this.turns) turn.abort(new ImageQueueClosedError('The server is shutting down'))
  }

  get running(): number {
    return this.queue.pending
  }

  get waiting(): number {
    return this.queue.size
  }

  /** About how long, in whole seconds (at least 1), the transforms running and waiting now will take. */
  get secondsToClear(): number {
    return Math.max(1, Math.ceil(((this.running + this.waiting) * this.averageSeconds) / this.options.concurrency))
  }

  private timed(seconds: number) {
    this.averageSeconds += AVERAGE_WEIGHT * (seconds - this.averageSeconds)
  }
}
