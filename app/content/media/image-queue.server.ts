import PQueue from 'p-queue'

/** The queue is full: the visitor is told to try again shortly (503 with Retry-After). */
export class ImageQueueFullError extends Error {
  override name = 'ImageQueueFullError'
}

export interface ImageQueueOptions {
  /** Transforms made at once. */
  concurrency: number
  /** Transforms that may wait for a turn; one more is refused. */
  maxWaiting: number
}

/**
 * Image transforms take turns: at most `concurrency` run, at most `maxWaiting` wait, and a waiting
 * transform whose visitor has gone (its signal aborts) leaves the queue without running.
 */
export class ImageQueue {
  private readonly queue: PQueue
  private readonly maxWaiting: number

  constructor(options: ImageQueueOptions) {
    this.queue = new PQueue({ concurrency: options.concurrency })
    this.maxWaiting = options.maxWaiting
  }

  /** Runs `task` in its turn; throws ImageQueueFullError at once when too many wait, the signal's reason when it aborts first. */
  async run<T>(task: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
    if (this.queue.pending >= this.queue.concurrency && this.queue.size >= this.maxWaiting) throw new ImageQueueFullError('Too many images are being made')
    return this.queue.add(({ signal: taskSignal }) => task(taskSignal ?? signal), { signal })
  }

  get running(): number {
    return this.queue.pending
  }

  get waiting(): number {
    return this.queue.size
  }
}
