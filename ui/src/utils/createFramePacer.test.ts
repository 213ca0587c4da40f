import { describe, expect, it } from 'vitest'
import { createFramePacer } from './createFramePacer.js'

/** Frames the test advances by hand. */
function manualFrames() {
  const waiting: (() => void)[] = []
  return {
    requestFrame: (callback: () => void) => waiting.push(callback),
    next() {
      for (const callback of waiting.splice(0)) callback()
    },
    get pending() {
      return waiting.length
    },
  }
}

describe('createFramePacer', () => {
  it('runs at most perFrame tasks a frame, in order, and asks for frames only while some wait', () => {
    const frames = manualFrames()
    const pacer = createFramePacer(2, frames.requestFrame)
    const ran: number[] = []
    for (let i = 0; i < 5; i++) pacer.run(() => ran.push(i))
    expect(ran).toEqual([])
    expect(frames.pending).toBe(1)
    frames.next()
    expect(ran).toEqual([0, 1])
    frames.next()
    expect(ran).toEqual([0, 1, 2, 3])
    frames.next()
    expect(ran).toEqual([0, 1, 2, 3, 4])
    expect(frames.pending).toBe(0)
  })
})
