import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { solanaSessionAccounts } from './solanaSessionAccounts.js'

const KEY = new Uint8Array(32).fill(7)
const ADDRESS = base58.encode(KEY)

describe('solanaSessionAccounts', () => {
  it('reads CAIP-10 ids as Wallet Standard accounts: the address, its 32-byte key and every approved chain', () => {
    const [account, ...rest] = solanaSessionAccounts(
      [`solana:aaa:${ADDRESS}`, `solana:bbb:${ADDRESS}`, `solana:aaa:${ADDRESS}`],
      ['solana:signMessage'],
    )
    expect(rest).toEqual([])
    expect(account).toEqual({
      address: ADDRESS,
      publicKey: KEY,
      chains: ['solana:aaa', 'solana:bbb'],
      features: ['solana:signMessage'],
    })
  })

  it('leaves out what the untrusted wallet got wrong: other namespaces, missing parts, non-base58 or not 32 bytes', () => {
    expect(
      solanaSessionAccounts(
        [
          `eip155:1:${ADDRESS}`,
          `solana::${ADDRESS}`,
          'solana:aaa:0OIl',
          `solana:aaa:${base58.encode(new Uint8Array(31).fill(1))}`,
        ],
        [],
      ),
    ).toEqual([])
  })
})
