/** Something waiting for the user's Approve or Reject. */
export interface Prompt {
  /** Unique per prompt: 'proposal:<id>' or 'request:<id>'. */
  key: string
}

export interface PromptQueue<T extends Prompt> {
  /** Queues a prompt unless one with its key is already waiting. */
  add: (prompt: T) => void
  remove: (key: string) => void
  /** The prompt on screen: the oldest one waiting. */
  current: () => T | undefined
  size: () => number
}

/**
 * The prompts waiting for the user, oldest first; the page shows one at a time (so there is
 * exactly one Approve and one Reject button) and `onChange` re-renders it.
 */
export function createPromptQueue<T extends Prompt>(onChange: () => void): PromptQueue<T> {
  const waiting: T[] = []
  return {
    add: (prompt) => {
      if (waiting.some((queued) => queued.key === prompt.key)) return
      waiting.push(prompt)
      onChange()
    },
    remove: (key) => {
      const index = waiting.findIndex((queued) => queued.key === key)
      if (index === -1) return
      waiting.splice(index, 1)
      onChange()
    },
    current: () => waiting[0],
    size: () => waiting.length,
  }
}
