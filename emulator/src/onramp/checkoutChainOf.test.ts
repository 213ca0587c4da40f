import { describe, expect, it } from 'vitest'
import { checkoutChainOf } from './checkoutChainOf.js'

const chains = [
  { chainId: 31337, name: 'Hardhat', rpcUrl: 'http://127.0.0.1:1' },
  { chainId: 1337, name: 'Localhost', rpcUrl: 'http://127.0.0.1:2' },
]

describe('checkoutChainOf', () => {
  it('finds the local chain the checkout names', () => {
    expect(checkoutChainOf('1337', chains)).toEqual({ ok: true, chain: chains[1] })
  })

  it('refuses an unknown or missing chain id instead of crediting the first chain', () => {
    expect(checkoutChainOf('1', chains)).toEqual({
      ok: false,
      problem: 'This local checkout credits the local chains only (31337, 1337), not chain "1".',
    })
    expect(checkoutChainOf(null, chains)).toMatchObject({ ok: false })
    expect(checkoutChainOf('', chains)).toMatchObject({ ok: false })
  })

  it('says plainly that a Solana account cannot be credited here', () => {
    expect(checkoutChainOf('solana:J4EvHz7LzvHVbJ9E32V1Y7pixetPRvVE', chains)).toEqual({
      ok: false,
      problem:
        'This local checkout sells USDC on the local EVM chains only: it cannot send SOL to a Solana account.',
    })
  })
})
