import { describe, expect, it, vi } from 'vitest'
import { createPromptQueue } from './createPromptQueue.js'

describe('createPromptQueue', () => {
  it('shows the oldest prompt first and the next one once it is answered', () => {
    const onChange = vi.fn()
    const queue = createPromptQueue<{ key: string }>(onChange)
    queue.add({ key: 'proposal:1' })
    queue.add({ key: 'request:2' })
    expect(queue.current()?.key).toBe('proposal:1')
    queue.remove('proposal:1')
    expect(queue.current()?.key).toBe('request:2')
    expect(queue.size()).toBe(1)
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('ignores a prompt already waiting (a request restored after reload and delivered again)', () => {
    const onChange = vi.fn()
    const queue = createPromptQueue<{ key: string; n: number }>(onChange)
    queue.add({ key: 'request:7', n: 1 })
    queue.add({ key: 'request:7', n: 2 })
    queue.remove('request:unknown')
    expect(queue.size()).toBe(1)
    expect(queue.current()?.n).toBe(1)
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
