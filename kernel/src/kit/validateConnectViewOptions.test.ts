import { describe, expect, it } from 'vitest'
import type { AppKitOptions } from './AppKitOptions.js'
import { validateConnectViewOptions } from './validateConnectViewOptions.js'

const check = (options: Record<string, unknown>) => () =>
  validateConnectViewOptions(options as Partial<AppKitOptions>)

describe('validateConnectViewOptions', () => {
  it('accepts http(s) legal URLs and an order naming each connect method once', () => {
    expect(
      check({
        termsConditionsUrl: 'https://example.com/terms',
        privacyPolicyUrl: 'http://127.0.0.1:5173/privacy',
        connectMethodsOrder: ['email', 'social', 'wallet'],
      }),
    ).not.toThrow()
    expect(check({ connectMethodsOrder: ['wallet'] })).not.toThrow()
    expect(check({})).not.toThrow()
  })

  it('refuses a legal URL that is not http(s), since it becomes a link: javascript:, relative, not a string', () => {
    expect(check({ termsConditionsUrl: 'javascript:alert(1)' })).toThrow(
      expect.objectContaining({
        category: 'CONFIGURATION_ERROR',
        shortMessage: 'Invalid termsConditionsUrl: javascript:alert(1) (an http or https URL)',
      }),
    )
    expect(check({ privacyPolicyUrl: '/privacy' })).toThrow(
      'Invalid privacyPolicyUrl: /privacy (an http or https URL)',
    )
    expect(check({ privacyPolicyUrl: Object.create(null) })).toThrow(
      'Invalid privacyPolicyUrl: [object]',
    )
  })

  it('refuses a connectMethodsOrder that is empty, not a list, names an unknown method or one twice', () => {
    expect(check({ connectMethodsOrder: [] })).toThrow(
      'connectMethodsOrder names no connect method',
    )
    expect(check({ connectMethodsOrder: 'wallet' })).toThrow(
      'Invalid connectMethodsOrder: wallet (a list of wallet, email, social)',
    )
    expect(check({ connectMethodsOrder: ['wallet', 'phone'] })).toThrow(
      'Invalid connectMethodsOrder entry: phone (one of wallet, email, social)',
    )
    expect(check({ connectMethodsOrder: ['email', 'email'] })).toThrow(
      'connectMethodsOrder names email twice',
    )
  })
})
