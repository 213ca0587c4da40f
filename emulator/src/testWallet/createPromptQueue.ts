import type { TestWalletPrompt } from './types.js'

/**
 * Wraps a prompt so that only one request is shown at a time: a request that arrives while
 * another is open waits for it to be answered, in arrival order.
 */
export function createPromptQueue(prompt: TestWalletPrompt): TestWalletPrompt {
  let tail: Promise<unknown> = Promise.resolve()
  return (request) => {
    const answer = tail.then(() => prompt(request))
    tail = answer.catch(() => undefined)
    return answer
  }
}
