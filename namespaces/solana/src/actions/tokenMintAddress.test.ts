import { AppKitError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { solana } from '../networks/solana.js'
import { solanaDevnet } from '../networks/solanaDevnet.js'
import { tokenMintAddress } from './tokenMintAddress.js'

const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

describe("tokenMintAddress (spec §3 'address … otherwise chain-prefixed')", () => {
  it('takes a plain base58 mint as is', () => {
    expect(tokenMintAddress(MINT, solana)).toBe(MINT)
  })

  it('strips the solana:<reference>: prefix of the network the send goes to', () => {
    expect(tokenMintAddress(`${solana.caipNetworkId}:${MINT}`, solana)).toBe(MINT)
  })

  it("refuses a token of another Solana cluster (the reference must be the network's)", () => {
    expect(() => tokenMintAddress(`${solanaDevnet.caipNetworkId}:${MINT}`, solana)).toThrow(
      `Token ${solanaDevnet.caipNetworkId}:${MINT} is not on ${solana.caipNetworkId}`,
    )
  })

  it('refuses a token of another namespace with a validation error', () => {
    const evmToken = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    try {
      tokenMintAddress(evmToken, solana)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(AppKitError)
      expect((error as AppKitError).category).toBe('VALIDATION_ERROR')
    }
  })

  it('refuses a prefixed or plain value that is not base58', () => {
    expect(() => tokenMintAddress(`${solana.caipNetworkId}:0OIl`, solana)).toThrow(
      'Invalid Solana address',
    )
    expect(() => tokenMintAddress('not a mint', solana)).toThrow('Invalid Solana address')
  })
})
