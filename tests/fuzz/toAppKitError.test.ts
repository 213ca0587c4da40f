// The one error family at the Promise boundary (kernel/src/errors/AppKitError.ts): toAppKitError
// maps anything thrown, even by a page script, to an AppKitError.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import {
  AppKitError,
  ERROR_CATEGORIES,
  toAppKitError,
} from '../../kernel/src/errors/AppKitError.js'
import { anyInput } from './arbitraries/anyInput.js'
import { hostileValue, reveal } from './arbitraries/hostileValue.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

describe('toAppKitError', () => {
  it('anything thrown becomes an AppKitError with a message and the given category; never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyInput(), hostileValue()),
        fc.constantFrom(...ERROR_CATEGORIES),
        (candidate, category) => {
          const thrown = reveal(candidate)
          const result = settle(() => toAppKitError(thrown, category))
          expectFast(result.ok).toBe(true)
          if (!result.ok) return
          const error = result.value
          expectFast(error).toBeInstanceOf(AppKitError)
          expectFast(typeof error.shortMessage).toBe('string')
          expectFast(error.shortMessage).not.toBe('')
          if (error !== thrown) expectFast(error.category).toBe(category)
          if (typeof thrown === 'string' && thrown !== '')
            expectFast(error.shortMessage).toBe(thrown)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('an AppKitError passes through as itself', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...ERROR_CATEGORIES), (message, category) => {
        const error = new AppKitError(message, { category })
        expectFast(toAppKitError(error, 'INTERNAL_SDK_ERROR')).toBe(error)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
