import { describe, expect, it } from 'vitest'
import { formatUsd } from './formatUsd.js'

describe('formatUsd', () => {
  it('shows dollars with 2 decimals, truncated', () => {
    expect(formatUsd(12.349)).toBe('$12.34')
    expect(formatUsd(undefined)).toBe('$0.00')
    expect(formatUsd('12999.50')).toBe('$12999.50')
  })
})
