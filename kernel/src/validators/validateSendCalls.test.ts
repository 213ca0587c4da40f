import { describe, expect, it } from 'vitest'
import { isSendCalls, validateSendCalls } from './validateSendCalls.js'

const TO = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('validateSendCalls', () => {
  it('accepts calls whose "destinations and data start with 0x"', () => {
    const calls = [
      { to: TO, data: '0xa9059cbb' },
      { to: TO, value: '0x1' },
    ]
    expect(validateSendCalls(calls)).toBe(calls)
    expect(isSendCalls(calls)).toBe(true)
  })

  it('rejects a destination that does not start with 0x', () => {
    expect(() => validateSendCalls([{ to: TO }, { to: 'vitalik.eth' }])).toThrowError(
      expect.objectContaining({
        shortMessage: 'Invalid call at index 1: "to" must start with 0x',
        category: 'VALIDATION_ERROR',
      }),
    )
  })

  it('rejects data that does not start with 0x', () => {
    expect(() => validateSendCalls([{ to: TO, data: 'a9059cbb' }])).toThrow(
      'Invalid call at index 0: "data" must start with 0x',
    )
    expect(isSendCalls([{ to: TO, data: 12 }])).toBe(false)
  })

  it('rejects an empty or missing list and non-object calls', () => {
    expect(() => validateSendCalls([])).toThrow('Calls must be a non-empty array')
    expect(() => validateSendCalls(undefined)).toThrow('Calls must be a non-empty array')
    expect(() => validateSendCalls([null])).toThrow('Invalid call at index 0: expected an object')
  })
})
