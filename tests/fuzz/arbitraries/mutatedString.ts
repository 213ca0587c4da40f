import fc from 'fast-check'

type Mutation = 'insert' | 'delete' | 'replace' | 'flipCase' | 'pad' | 'colon' | 'duplicate'

const MUTATIONS: readonly Mutation[] = [
  'insert',
  'delete',
  'replace',
  'flipCase',
  'pad',
  'colon',
  'duplicate',
]

function flipCase(text: string): string {
  return text === text.toLowerCase() ? text.toUpperCase() : text.toLowerCase()
}

function mutate(valid: string, mutation: Mutation, at: number, extra: string): string {
  const index = valid.length === 0 ? 0 : at % (valid.length + 1)
  const before = valid.slice(0, index)
  const after = valid.slice(index)
  switch (mutation) {
    case 'insert':
      return `${before}${extra}${after}`
    case 'delete':
      return `${before}${after.slice(1)}`
    case 'replace':
      return `${before}${extra}${after.slice(extra.length)}`
    case 'flipCase':
      return `${before}${flipCase(after.slice(0, 1))}${after.slice(1)}`
    case 'pad':
      return at % 2 === 0 ? ` ${valid}` : `${valid}\n`
    case 'colon':
      return `${before}:${after}`
    case 'duplicate':
      return `${before}${before}${after}`
  }
}

/** A valid value with one small mutation: a character inserted, dropped, replaced, ... */
export function mutatedString(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(
      valid,
      fc.constantFrom(...MUTATIONS),
      fc.nat(),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
    )
    .map(([text, mutation, at, extra]) => mutate(text, mutation, at, extra))
}
