import { createInterface } from 'node:readline/promises'
import type { Readable, Writable } from 'node:stream'

/** A question; its text and default may depend on the answers given before it. */
export interface Question {
  key: string
  text: string | ((answers: Record<string, string>) => string)
  fallback: string | ((answers: Record<string, string>) => string)
}

const resolve = (value: Question['text'], answers: Record<string, string>) =>
  typeof value === 'function' ? value(answers) : value

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
      const fallback = resolve(question.fallback, answers)
      output.write(`${resolve(question.text, answers)} [${fallback}]: `)
      const next = await lines.next()
      const answer = next.done ? '' : String(next.value).trim()
      answers[question.key] = answer === '' ? fallback : answer
    }
  } finally {
    rl.close()
  }
  return answers
}
