import { describe, expect, it } from 'vitest'
import { ImageQueue, ImageQueueFullError } from './image-queue.server'

function later() {
  let finish = () => {}
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { done, finish }
}

describe('the image queue', () => {
  it('runs as many as its concurrency at once and refuses one more than it can hold', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 2 })
    const gate = later()
    const started: number[] = []
    const signal = new AbortController().signal
    const tasks = [1, 2, 3].map((n) =>
      queue.run(async () => {
        started.push(n)
        await gate.done
        return n
      }, signal),
    )
    await Promise.resolve()
    expect(started).toEqual([1])
    expect(queue.waiting).toBe(2)
    await expect(queue.run(async () => 4, signal)).rejects.toBeInstanceOf(ImageQueueFullError)
    gate.finish()
    expect(await Promise.all(tasks)).toEqual([1, 2, 3])
  })

  it('takes a waiting task out when its visitor leaves, without running it', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 4 })
    const gate = later()
    const first = queue.run(() => gate.done, new AbortController().signal)
    const leaving = new AbortController()
    let ran = false
    const second = queue.run(async () => {
      ran = true
    }, leaving.signal)
    leaving.abort(new Error('The visitor left'))
    await expect(second).rejects.toThrow('The visitor left')
    expect(queue.waiting).toBe(0)
    gate.finish()
    await first
    expect(ran).toBe(false)
  })
})
