import { createInterface } from 'node:readline/promises'
import type { Readable, Writable } from 'node:stream'

export interface Question {
  key: string
  text: string
  fallback: string
}

/**
 * Asks each question on `input`/`output` (node:readline/promises); an empty answer takes the
 * default shown in brackets. Works on a piped stdin too, one answer a line.
 */
export async function promptMissing(
  questions: readonly Question[],
  input: Readable,
  output: Writable,
): Promise<Record<string, string>> {
  const rl = createInterface({ input, output, terminal: false })
  const lines = rl[Symbol.asyncIterator]()
  const answers: Record<string, string> = {}
  try {
    for (const question of questions) {
      output.write(`${question.text} [${question.fallback}]: `)
      const next = await lines.next()
      const answer = next.done ? '' : String(next.value).trim()
      answers[question.key] = answer === '' ? question.fallback : answer
    }
  } finally {
    rl.close()
  }
  return answers
}
