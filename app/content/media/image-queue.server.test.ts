import { describe, expect, it } from 'vitest'
import { ImageQueue, ImageQueueClosedError, ImageQueueFullError } from './image-queue.server'

function later() {
  let finish = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { done, finish }
}

const staying = () => new AbortController().signal

describe('the image queue', () => {
  it('runs as many as its concurrency at once and refuses one more than it can hold', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 2, expectedSeconds: 2 })
    const gate = later()
    const started: number[] = []
    const tasks = [1, 2, 3].map((n) =>
      queue.run(async () => {
        started.push(n)
        await gate.done
        return n
      }, staying()),
    )
    await Promise.resolve()
    expect(started).toEqual([1])
    expect(queue.waiting).toBe(2)
    await expect(queue.run(() => Promise.resolve(4), staying())).rejects.toBeInstanceOf(ImageQueueFullError)
    gate.finish()
    expect(await Promise.all(tasks)).toEqual([1, 2, 3])
  })

  it('takes a waiting task out when its visitor leaves, without running it', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 4, expectedSeconds: 2 })
    const gate = later()
    const first = queue.run(() => gate.done, staying())
    const leaving = new AbortController()
    let ran = false
    const second = queue.run(() => {
      ran = true
      return Promise.resolve()
    }, leaving.signal)
    leaving.abort(new Error('The visitor left'))
    await expect(second).rejects.toThrow('The visitor left')
    expect(queue.waiting).toBe(0)
    gate.finish()
    await first
    expect(ran).toBe(false)
  })

  it('hands a running task its visitor leaving, and keeps its turn until the task has stopped', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 4, expectedSeconds: 2 })
    const stopped = later()
    const leaving = new AbortController()
    let told = false
    const first = queue.run(async (signal) => {
      signal.addEventListener('abort', () => (told = true))
      await stopped.done
      throw signal.reason
    }, leaving.signal)
    let secondStarted = false
    const second = queue.run(() => {
      secondStarted = true
      return Promise.resolve()
    }, staying())
    await Promise.resolve()
    leaving.abort(new Error('The visitor left'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(told).toBe(true)
    expect(queue.running).toBe(1)
    expect(secondStarted).toBe(false)
    stopped.finish()
    await expect(first).rejects.toThrow('The visitor left')
    await second
    expect(secondStarted).toBe(true)
  })

  it('refuses waiting and new tasks once closed, and lets running ones finish', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 4, expectedSeconds: 2 })
    const gate = later()
    const running = queue.run(async () => {
      await gate.done
      return 'made'
    }, staying())
    const waiting = queue.run(() => Promise.resolve('never'), staying())
    await Promise.resolve()
    queue.close()
    await expect(waiting).rejects.toBeInstanceOf(ImageQueueClosedError)
    await expect(queue.run(() => Promise.resolve('never'), staying())).rejects.toBeInstanceOf(ImageQueueClosedError)
    gate.finish()
    expect(await running).toBe('made')
  })

  it('says how long the transforms ahead would take: running and waiting, over the concurrency', async () => {
    const queue = new ImageQueue({ concurrency: 2, maxWaiting: 10, expectedSeconds: 3 })
    expect(queue.secondsToClear).toBe(1)
    const gate = later()
    const tasks = Array.from({ length: 6 }, () => queue.run(() => gate.done, staying()))
    await Promise.resolve()
    expect(queue.running).toBe(2)
    expect(queue.waiting).toBe(4)
    // Six transforms of about 3 s, two at a time.
    expect(queue.secondsToClear).toBe(9)
    gate.finish()
    await Promise.all(tasks)
    // They took next to no time: the estimate follows.
    const next = later()
    const more = Array.from({ length: 6 }, () => queue.run(() => next.done, staying()))
    await Promise.resolve()
    expect(queue.secondsToClear).toBeLessThan(9)
    next.finish()
    await Promise.all(more)
  })
})
