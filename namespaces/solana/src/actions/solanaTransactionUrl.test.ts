import { describe, expect, it } from 'vitest'
import { solana } from '../networks/solana.js'
import { solanaDevnet } from '../networks/solanaDevnet.js'
import { solanaLocal } from '../networks/solanaLocal.js'
import { solanaTransactionUrl } from './solanaTransactionUrl.js'

const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

describe('solanaTransactionUrl', () => {
  it('puts /tx/{signature} on the explorer and keeps its cluster query', () => {
    expect(solanaTransactionUrl(SIGNATURE, solana)).toBe(`https://solscan.io/tx/${SIGNATURE}`)
    expect(solanaTransactionUrl(SIGNATURE, solanaDevnet)).toBe(
      `https://solscan.io/tx/${SIGNATURE}?cluster=devnet`,
    )
  })

  it('gives no link without an explorer, or for an explorer URL that is not http(s)', () => {
    expect(solanaTransactionUrl(SIGNATURE, solanaLocal)).toBeUndefined()
    const scripted = {
      ...solana,
      blockExplorers: { default: { name: 'x', url: 'javascript:alert(1)' } },
    }
    expect(solanaTransactionUrl(SIGNATURE, scripted)).toBeUndefined()
  })
})
