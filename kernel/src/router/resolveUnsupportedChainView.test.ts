import { describe, expect, it } from 'vitest'
import {
  type ResolveUnsupportedChainViewInput,
  resolveUnsupportedChainView,
} from './resolveUnsupportedChainView.js'

const unsupported: ResolveUnsupportedChainViewInput = {
  isSupported: false,
  networkSwitchingDisabled: false,
  allowUnsupportedChain: false,
  isBasicWalletConnect: false,
}

describe('resolveUnsupportedChainView', () => {
  it('"Unsupported chains open UnsupportedChain"', () => {
    expect(resolveUnsupportedChainView(unsupported)).toEqual({
      action: 'open',
      view: 'UnsupportedChain',
    })
  })

  it('a supported chain opens nothing', () => {
    expect(resolveUnsupportedChainView({ ...unsupported, isSupported: true })).toEqual({
      action: 'none',
    })
  })

  it('"unless network switching is disabled"', () => {
    expect(resolveUnsupportedChainView({ ...unsupported, networkSwitchingDisabled: true })).toEqual(
      {
        action: 'none',
      },
    )
  })

  it('"unless ... unsupported chains are allowed"', () => {
    expect(resolveUnsupportedChainView({ ...unsupported, allowUnsupportedChain: true })).toEqual({
      action: 'none',
    })
  })

  it('"unless ... the wallet is in basic WalletConnect mode"', () => {
    expect(resolveUnsupportedChainView({ ...unsupported, isBasicWalletConnect: true })).toEqual({
      action: 'none',
    })
  })
})
