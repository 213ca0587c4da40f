import { describe, expect, it } from 'vitest'
import { validateWalletOptions, type WalletOptions } from './validateWalletOptions.js'

function check(options: Record<string, unknown>) {
  return () => validateWalletOptions(options as WalletOptions)
}

function configurationError(shortMessage: string) {
  return expect.objectContaining({ category: 'CONFIGURATION_ERROR', shortMessage })
}

describe('validateWalletOptions', () => {
  it('accepts id lists and custom wallets with safe links', () => {
    expect(
      check({
        featuredWalletIds: ['a', 'b'],
        includeWalletIds: [],
        excludeWalletIds: ['c'],
        customWallets: [
          {
            id: 'acme',
            name: 'Acme Wallet',
            image_url: 'https://acme.example/icon.png',
            mobile_link: 'acme://',
            desktop_link: 'https://acme.example/desktop',
            webapp_link: 'https://app.acme.example',
            play_store: 'https://play.google.com/store/apps/details?id=acme',
          },
        ],
      }),
    ).not.toThrow()
    expect(check({})).not.toThrow()
  })

  it('an id list that is not an array of non-empty strings is an option error naming it', () => {
    expect(check({ featuredWalletIds: 'a,b' })).toThrow(
      configurationError('featuredWalletIds must be an array of wallet ids, got a,b'),
    )
    expect(check({ excludeWalletIds: ['a', ''] })).toThrow(
      configurationError('Invalid wallet id in excludeWalletIds: '),
    )
    expect(check({ includeWalletIds: [Object.create(null)] })).toThrow(
      configurationError('Invalid wallet id in includeWalletIds: [object]'),
    )
  })

  it('a custom wallet without a name or id, or with a repeated id, is an option error', () => {
    expect(check({ customWallets: [{ id: 'x' }] })).toThrow(
      configurationError('customWallets[0] needs a name (a non-empty string)'),
    )
    expect(check({ customWallets: [{ name: 'X' }] })).toThrow(
      configurationError('customWallets[0] needs an id (a non-empty string)'),
    )
    expect(check({ customWallets: [null] })).toThrow(
      configurationError('Invalid custom wallet at customWallets[0]: expected an object'),
    )
    expect(
      check({
        customWallets: [
          { id: 'x', name: 'X' },
          { id: 'x', name: 'Y' },
        ],
      }),
    ).toThrow(configurationError("customWallets[1]: the id 'x' is used twice"))
    expect(check({ customWallets: { id: 'x' } })).toThrow(
      configurationError('customWallets must be an array, got [object Object]'),
    )
  })

  it('a bad image URL or a script-like link is an option error naming the field', () => {
    expect(check({ customWallets: [{ id: 'x', name: 'X', image_url: 'javascript:1' }] })).toThrow(
      configurationError(
        'customWallets[0] (X): image_url must be an http(s) or data:image URL, got javascript:1',
      ),
    )
    expect(
      check({ customWallets: [{ id: 'x', name: 'X', mobile_link: 'javascript://alert(1)' }] }),
    ).toThrow(
      configurationError(
        "customWallets[0] (X): mobile_link must be an http(s) link or the app's own scheme (mywallet://), got javascript://alert(1)",
      ),
    )
    expect(check({ customWallets: [{ id: 'x', name: 'X', webapp_link: 'x://app' }] })).toThrow(
      configurationError(
        'customWallets[0] (X): webapp_link must be an http(s) URL without query or fragment, got x://app',
      ),
    )
    expect(check({ customWallets: [{ id: 'x', name: 'X', homepage: 'not a url' }] })).toThrow(
      configurationError('customWallets[0] (X): homepage must be an http(s) URL, got not a url'),
    )
    expect(check({ customWallets: [{ id: 'x', name: 'X', desktop_link: 42 }] })).toThrow(
      configurationError(
        "customWallets[0] (X): desktop_link must be an http(s) link or the app's own scheme (mywallet://), got 42",
      ),
    )
  })
})
