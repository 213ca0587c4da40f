// The swap API's parameters in the emulator and the amounts the swaps plugin reads from a user.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { BlockchainApiError } from '../../emulator/src/blockchainApi/BlockchainApiError.js'
import {
  minimumAmountOut,
  parseBaseUnits,
  parseSlippagePercent,
  parseSwapAccount,
} from '../../emulator/src/swaps/parseSwapParameters.js'
import { formatTokenAmount } from '../../plugins/swaps/src/formatTokenAmount.js'
import { parseTokenAmount } from '../../plugins/swaps/src/parseTokenAmount.js'
import { anyData, anyString } from './arbitraries/anyInput.js'
import { evmAddress } from './arbitraries/evmAddress.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

/** A refusal is a 400 BlockchainApiError with a message, never another error. */
function expectRefusal(error: unknown): void {
  expectFast(error).toBeInstanceOf(BlockchainApiError)
  expectFast((error as BlockchainApiError).status).toBe(400)
}

describe('emulator swap API parameters', () => {
  it('parseSwapAccount, parseBaseUnits and parseSlippagePercent accept or refuse with a 400, whatever they get', () => {
    fc.assert(
      fc.property(anyData(), (input) => {
        const parsers: (() => unknown)[] = [
          () => parseSwapAccount(input, 'from', 10, 'Network not supported for Swaps'),
          () => parseBaseUnits(input),
          () => parseSlippagePercent(input),
        ]
        for (const parse of parsers) {
          const result = settle(parse)
          if (!result.ok) expectRefusal(result.error)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('a CAIP-10 account on the swap network is read back as its address (all lower case: no checksum to match)', () => {
    fc.assert(
      fc.property(evmAddress(), (address) => {
        const lower = address.toLowerCase()
        const result = settle(() => parseSwapAccount(`eip155:10:${lower}`, 'from', 10, 'x'))
        expectFast(result.ok).toBe(true)
        if (result.ok) expectFast(result.value.toLowerCase()).toBe(lower)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('the minimum out never exceeds the quote and keeps at least (100 - slippage) % of it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 200n }),
        fc.integer({ min: 0, max: 5000 }).map((basisPoints) => basisPoints / 100),
        (quote, slippage) => {
          const minimum = minimumAmountOut(quote, slippage)
          expectFast(minimum <= quote).toBe(true)
          expectFast(minimum * 10_000n >= quote * BigInt(10_000 - slippage * 100) - 10_000n).toBe(
            true,
          )
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('swaps plugin amounts', () => {
  it('parseTokenAmount never throws: a positive bigint or undefined', () => {
    fc.assert(
      fc.property(anyString(), fc.integer({ min: 0, max: 36 }), (text, decimals) => {
        const result = settle(() => parseTokenAmount(text, decimals))
        expectFast(result.ok).toBe(true)
        if (result.ok && result.value !== undefined) expectFast(result.value > 0n).toBe(true)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('formatting an amount with every decimal and parsing it back gives the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 2n ** 128n }),
        fc.integer({ min: 0, max: 36 }),
        (value, decimals) => {
          const text = formatTokenAmount(value, decimals, decimals)
          expectFast(parseTokenAmount(text, decimals)).toBe(value)
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
