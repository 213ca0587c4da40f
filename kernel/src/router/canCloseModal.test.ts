import { describe, expect, it } from 'vitest'
import { canCloseModal } from './canCloseModal.js'

describe('canCloseModal', () => {
  it('"Closing is disabled on the sign or approve view while sign-in is required and no sessions exist"', () => {
    for (const view of ['SIWXSignMessage', 'ApproveTransaction']) {
      expect(canCloseModal({ view, isSignInRequired: true, hasSessions: false })).toBe(false)
    }
  })

  it('closing is allowed on the sign or approve view once a session exists', () => {
    for (const view of ['SIWXSignMessage', 'ApproveTransaction']) {
      expect(canCloseModal({ view, isSignInRequired: true, hasSessions: true })).toBe(true)
    }
  })

  it('closing is allowed on the sign view when sign-in is optional', () => {
    expect(
      canCloseModal({ view: 'SIWXSignMessage', isSignInRequired: false, hasSessions: false }),
    ).toBe(true)
  })

  it('closing is allowed on other views even while sign-in is required and no sessions exist', () => {
    expect(canCloseModal({ view: 'Connect', isSignInRequired: true, hasSessions: false })).toBe(
      true,
    )
  })
})
