import { describe, expect, it } from 'vitest'
import { accountsFrom } from './accountsFrom.js'

const payment = {
  address: 'bc1q4qw42stdzjqs59xvlrlxr8526e3nunw7mp73te',
  publicKey: `02${'11'.repeat(32)}`,
  purpose: 'payment' as const,
}
const ordinals = {
  address: 'bc1pfzhx49qe6s5exppe5hqljg3n6587xk0w75xqr70pgdt7ygnfkssqxqjd9l',
  publicKey: '22'.repeat(32),
  purpose: 'ordinals' as const,
}

describe('accountsFrom', () => {
  it('"indexes payment 0, ordinal 1" whatever order the wallet answers in', () => {
    expect(accountsFrom([ordinals, payment], 'mainnet')).toEqual([
      { address: payment.address, type: 'payment', publicKey: payment.publicKey },
      { address: ordinals.address, type: 'ordinal', publicKey: ordinals.publicKey },
    ])
  })

  it('drops addresses of another network and unknown purposes', () => {
    expect(accountsFrom([payment, ordinals], 'testnet')).toEqual([])
    expect(
      accountsFrom([{ ...payment, purpose: 'stacks' as 'payment' }, ordinals], 'mainnet'),
    ).toEqual([{ address: ordinals.address, type: 'ordinal', publicKey: ordinals.publicKey }])
  })

  it("keeps the wallet's public key (lowercase hex) and derivation path (spec §3 Bitcoin account: publicKey, path)", () => {
    const withPath = {
      ...payment,
      publicKey: payment.publicKey.toUpperCase(),
      derivationPath: "m/84'/0'/0'/0/0",
    }
    expect(accountsFrom([withPath], 'mainnet')).toEqual([
      {
        address: payment.address,
        type: 'payment',
        publicKey: payment.publicKey,
        path: "m/84'/0'/0'/0/0",
      },
    ])
  })

  it('drops an account whose public key is not hex or whose path is not a derivation path', () => {
    expect(accountsFrom([{ ...payment, publicKey: 'zz' }], 'mainnet')).toEqual([])
    expect(accountsFrom([{ ...payment, derivationPath: '../etc' }], 'mainnet')).toEqual([])
  })
})
