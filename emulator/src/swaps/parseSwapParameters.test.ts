import { describe, expect, it } from 'vitest'
import {
  minimumAmountOut,
  parseBaseUnits,
  parseSlippagePercent,
  parseSwapAccount,
  parseSwapNetwork,
} from './parseSwapParameters.js'

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('the swap API parameters', () => {
  it('reads a CAIP-10 account on the swap network and refuses another network', () => {
    expect(parseSwapAccount(`eip155:10:${USER.toLowerCase()}`, 'userAddress', 10, 'x')).toBe(USER)
    expect(() =>
      parseSwapAccount(`eip155:1337:${USER}`, 'from', 10, 'Network not supported for Swaps'),
    ).toThrow('Network not supported for Swaps')
    expect(() => parseSwapAccount('eip155:10', 'from', 10, 'x')).toThrow(
      'Invalid CAIP-10 address: eip155:10',
    )
    expect(() => parseSwapAccount(undefined, 'from', 10, 'x')).toThrow("'from' is required")
  })

  it('refuses a CAIP-2 network other than the swap network', () => {
    expect(() => parseSwapNetwork('eip155:10', 10, 'x')).not.toThrow()
    expect(() =>
      parseSwapNetwork('eip155:31337', 10, 'Network not supported for Gas Price'),
    ).toThrow('Network not supported for Gas Price')
  })

  it('takes amounts as positive integers in the smallest unit', () => {
    expect(parseBaseUnits('1000000000000000000')).toBe(10n ** 18n)
    for (const bad of ['0', '-1', '1.5', '', '0x10', 12]) {
      expect(() => parseBaseUnits(bad)).toThrow("'amount' must be a positive integer")
    }
  })

  it('takes slippage as a percentage up to 50 and keeps 99 % of the quote at the spec slippage of 1', () => {
    expect(parseSlippagePercent('1')).toBe(1)
    expect(parseSlippagePercent(0.5)).toBe(0.5)
    expect(() => parseSlippagePercent('51')).toThrow('at most 50')
    expect(() => parseSlippagePercent('abc')).toThrow('a percentage')
    expect(minimumAmountOut(1000n, 1)).toBe(990n)
    expect(minimumAmountOut(999n, 1)).toBe(989n)
  })
})
