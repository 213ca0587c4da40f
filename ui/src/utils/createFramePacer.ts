/** Image loads a frame may start: a burst of them settling at once holds the next frame back. */
export const IMAGE_STARTS_PER_FRAME = 4

export type RequestFrame = (callback: () => void) => unknown

/** The page's animation frames; a timer of one frame's length where there are none (a server, a test). */
export const defaultRequestFrame: RequestFrame = (callback) =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(() => callback())
    : setTimeout(callback, 16)

export interface FramePacer {
  /** Runs `task` in a coming frame, at most `perFrame` tasks a frame, in the order given. */
  run(task: () => void): void
}

/**
 * Spreads tasks over animation frames, `perFrame` at a time. Loads that settle on the main
 * thread (an SVG image is parsed there, a cached image decodes at once) then arrive a few per
 * frame instead of all in one, where Chromium lets them delay rendering for up to 100 ms.
 */
export function createFramePacer(
  perFrame: number = IMAGE_STARTS_PER_FRAME,
  requestFrame: RequestFrame = defaultRequestFrame,
): FramePacer {
  const queue: (() => void)[] = []
  let scheduled = false

  const pump = () => {
    scheduled = false
    for (const task of queue.splice(0, perFrame)) task()
    if (queue.length > 0) schedule()
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    requestFrame(pump)
  }

  return {
    run(task) {
      queue.push(task)
      schedule()
    },
  }
}
