import { PassThrough } from 'node:stream'

/** Keys as a terminal sends them in raw mode. */
export const KEYS = {
  up: '\x1b[A',
  down: '\x1b[B',
  space: ' ',
  enter: '\r',
  ctrlC: '\x03',
} as const

/**
 * A test double of a terminal, for prompts that read keystrokes: stdin claims to be a TTY (with
 * a no-op setRawMode), stdout is collected. `answer(prompt, keys)` waits until `prompt` appears in
 * the output written since the previous answer, then types `keys` (one prompt's keys at a time:
 * a prompt only hears the keys typed while it is shown).
 */
export function fakeTerminal() {
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode() {
      return input
    },
  })
  const output = new PassThrough()
  let text = ''
  let seen = 0
  output.on('data', (chunk: Buffer) => {
    text += chunk.toString()
  })
  async function waitFor(prompt: string | RegExp, timeoutMs = 5_000): Promise<void> {
    const started = Date.now()
    for (;;) {
      const rest = text.slice(seen)
      const index = typeof prompt === 'string' ? rest.indexOf(prompt) : rest.search(prompt)
      if (index >= 0) {
        seen += index + 1
        return
      }
      if (Date.now() - started > timeoutMs)
        throw new Error(`Prompt ${prompt} not shown. Output so far:\n${text}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  return {
    io: { input, output },
    text: () => text,
    waitFor,
    /** Types into the prompt shown now (e.g. after it showed an error). */
    type(keys: string): void {
      input.write(keys)
    },
    async answer(prompt: string | RegExp, keys: string): Promise<void> {
      await waitFor(prompt)
      // Let the prompt finish its first render before it hears the keys.
      await new Promise((resolve) => setTimeout(resolve, 20))
      input.write(keys)
    },
  }
}
