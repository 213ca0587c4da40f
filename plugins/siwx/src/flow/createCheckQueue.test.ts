import { describe, expect, it, vi } from 'vitest'
import { createCheckQueue } from './createCheckQueue.js'

function deferred() {
  const pending: (() => void)[] = []
  return {
    defer: (callback: () => void) => pending.push(callback),
    flush: () => {
      for (const callback of pending.splice(0)) callback()
    },
  }
}

describe('createCheckQueue', () => {
  it('runs after the current task, once for every request made before the run starts', async () => {
    const timers = deferred()
    const run = vi.fn(async () => {})
    const queue = createCheckQueue(run, { defer: timers.defer, onError: () => {} })
    const first = queue.request()
    const second = queue.request()
    expect(second).toBe(first)
    await Promise.resolve()
    expect(run).not.toHaveBeenCalled()
    timers.flush()
    await first
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('a request during a run queues one more run after it; runs never overlap', async () => {
    const order: string[] = []
    let release!: () => void
    const run = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(async () => {
        order.push('start 1')
        await new Promise<void>((resolve) => {
          release = resolve
        })
        order.push('end 1')
      })
      .mockImplementationOnce(async () => {
        order.push('run 2')
      })
    const queue = createCheckQueue(run, { defer: (f) => setTimeout(f, 0), onError: () => {} })
    void queue.request()
    await vi.waitFor(() => expect(order).toEqual(['start 1']))
    const second = queue.request()
    release()
    await second
    expect(order).toEqual(['start 1', 'end 1', 'run 2'])
  })

  it('reports a failing run and keeps serving requests', async () => {
    const onError = vi.fn()
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue()
    const queue = createCheckQueue(run, { defer: (f) => setTimeout(f, 0), onError })
    await queue.request()
    expect(onError).toHaveBeenCalledWith(new Error('boom'))
    await queue.request()
    expect(run).toHaveBeenCalledTimes(2)
    await expect(queue.settled()).resolves.toBeUndefined()
  })
})
