import { describe, expect, it } from 'vitest'
import { formatLamports } from './formatLamports.js'
import { parseLamports } from './parseLamports.js'

describe('parseLamports / formatLamports', () => {
  it('converts SOL amounts to lamports and back', () => {
    expect(parseLamports('0.5', 9)).toBe(500_000_000n)
    expect(parseLamports('.25', 9)).toBe(250_000_000n)
    expect(parseLamports('12', 9)).toBe(12_000_000_000n)
    expect(formatLamports(1_500_000_000n, 9)).toBe('1.5')
    expect(formatLamports(5000n, 9)).toBe('0.000005')
    expect(formatLamports(0n, 9)).toBe('0')
  })

  it('rejects more decimals than SOL has, non-numbers and zero', () => {
    expect(() => parseLamports('0.0000000001', 9)).toThrow('has more than 9 decimals')
    expect(() => parseLamports('1e3', 9)).toThrow('Invalid amount: 1e3')
    expect(() => parseLamports('0', 9)).toThrow('The amount must be a positive number')
  })
})
