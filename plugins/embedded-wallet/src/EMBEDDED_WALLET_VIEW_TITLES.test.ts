import { describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_VIEW_TITLES } from './EMBEDDED_WALLET_VIEW_TITLES.js'

const title = (view: string, data?: Record<string, unknown>) => {
  const entry = EMBEDDED_WALLET_VIEW_TITLES[view]
  return typeof entry === 'function' ? entry(data) : entry
}

describe('EMBEDDED_WALLET_VIEW_TITLES', () => {
  it('titles every email, update-email, approval and account-type view', () => {
    expect(title('EmailLogin')).toBe('Continue with Email')
    expect(title('EmailVerifyOtp')).toBe('Confirm Email')
    expect(title('EmailVerifyDevice')).toBe('Register Device')
    expect(title('UpdateEmailWallet')).toBe('Edit Email')
    expect(title('UpdateEmailPrimaryOtp')).toBe('Confirm Current Email')
    expect(title('UpdateEmailSecondaryOtp')).toBe('Confirm New Email')
    expect(title('ConnectingFarcaster')).toBe('Farcaster')
    expect(title('ApproveTransaction')).toBe('Approve Transaction')
    expect(title('EmbeddedAccountType')).toBe('Account Type')
  })

  it("titles a social login with its provider's name, and never reads the prototype", () => {
    expect(title('ConnectingSocial', { provider: 'google' })).toBe('Google')
    expect(title('ConnectingSocial', { provider: 'github' })).toBe('GitHub')
    expect(title('ConnectingSocial', { provider: 'toString' })).toBe('Social Login')
    expect(title('ConnectingSocial')).toBe('Social Login')
  })
})
