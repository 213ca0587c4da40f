import fc from 'fast-check'

/** A string of 1,000 to 100,000 characters: a short random run, repeated. */
export function hugeString(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.string({ minLength: 1, maxLength: 5 }), fc.integer({ min: 1_000, max: 20_000 }))
    .map(([run, times]) => run.repeat(times))
}
