import { describe, expect, it } from 'vitest'
import { ALERTS } from '../alerts/ALERTS.js'
import {
  PROVIDER_MESSAGE_ALERTS,
  providerMessageToAlertCode,
} from './providerMessageToAlertCode.js'

describe("providerMessageToAlertCode (spec §8 'Provider mapping')", () => {
  it.each([
    ['Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED'],
    ['JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
  ])("maps '%s' to %s", (message, code) => {
    expect(providerMessageToAlertCode(message)).toBe(code)
  })

  it('finds the text inside a longer message, ignoring case', () => {
    expect(providerMessageToAlertCode('HTTP 403: unauthorized: ORIGIN not allowed.')).toBe(
      'ORIGIN_NOT_ALLOWED',
    )
  })

  it('returns undefined for other messages', () => {
    expect(providerMessageToAlertCode('Unauthorized')).toBeUndefined()
    expect(providerMessageToAlertCode('')).toBeUndefined()
  })

  it('every code is a key of ALERTS', () => {
    for (const [, code] of PROVIDER_MESSAGE_ALERTS) expect(ALERTS[code].code).toBe(code)
  })
})
