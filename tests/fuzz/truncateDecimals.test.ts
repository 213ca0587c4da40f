// 'Balances shown truncated to 3 decimals (default 0.000); token totals 2 decimals' (spec §5).
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { truncateDecimals } from '../../kernel/src/format/truncateDecimals.js'
import { anyString } from './arbitraries/anyInput.js'
import { mutatedString } from './arbitraries/mutatedString.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { expectFast } from './support/expectFast.js'
import { settle } from './support/settle.js'

const decimalText = fc.stringMatching(/^-?\d{1,25}(\.\d{0,25})?$/)
const places = fc.integer({ min: 0, max: 20 })

/** The digits of `text` (a decimal) truncated to `decimals` places, by string arithmetic. */
function truncatedDigits(text: string, decimals: number): { whole: bigint; fraction: string } {
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.')
  return {
    whole: BigInt(whole === '' ? '0' : whole),
    fraction: fraction.slice(0, decimals).padEnd(decimals, '0'),
  }
}

describe('truncateDecimals', () => {
  it("any text gives a number with exactly `decimals` places; what is not a decimal shows as '0.000'", () => {
    fc.assert(
      fc.property(
        fc.oneof(anyString(), decimalText, mutatedString(decimalText)),
        places,
        (text, decimals) => {
          const result = settle(() => truncateDecimals(text, decimals))
          expectFast(result.ok).toBe(true)
          if (!result.ok) return
          const shape = decimals === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${decimals}}$`)
          expectFast(result.value).toMatch(shape)
          if (!/^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/.test(text)) {
            expectFast(result.value).toBe(decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`)
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('truncates, never rounds: the digits kept are the leading digits of the value', () => {
    fc.assert(
      fc.property(decimalText, places, (text, decimals) => {
        const expected = truncatedDigits(text, decimals)
        const shown = truncateDecimals(text, decimals)
        const negative = shown.startsWith('-')
        const [whole = '', fraction = ''] = shown.replace(/^-/, '').split('.')
        expectFast(BigInt(whole)).toBe(expected.whole)
        expectFast(fraction).toBe(decimals === 0 ? '' : expected.fraction)
        expectFast(negative).toBe(
          text.startsWith('-') && /[1-9]/.test(`${expected.whole}${expected.fraction}`),
        )
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it.each([undefined, '', '  ', '-', '.', 'abc'])("'default 0.000': %j shows as 0.000", (value) => {
    expectFast(truncateDecimals(value)).toBe('0.000')
  })

  // With 0 decimals a value is shown without a point ('12'): no value must be '0', not '0.'.
  it("with 0 decimals, what is not a decimal shows as '0'", () => {
    fc.assert(
      fc.property(anyString(), (text) => {
        const shown = truncateDecimals(text, 0)
        expectFast(shown).toMatch(/^-?\d+$/)
        if (!/^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/.test(text)) expectFast(shown).toBe('0')
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
