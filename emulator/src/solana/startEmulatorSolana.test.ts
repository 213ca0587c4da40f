import { describe, expect, it } from 'vitest'
import { TEST_MNEMONIC } from '../defaults.js'
import { LOCAL_SOLANA_GENESIS_HASH } from './LOCAL_SOLANA_GENESIS_HASH.js'
import { startEmulatorSolana } from './startEmulatorSolana.js'

const context = { hostname: '127.0.0.1', mnemonic: TEST_MNEMONIC }

describe('startEmulatorSolana', () => {
  it('runs no Solana RPC with solana: false', async () => {
    await expect(startEmulatorSolana({ solana: false }, context)).resolves.toBeUndefined()
  })

  it('takes a free port when apiPort is 0 (tests), with five funded accounts and the local CAIP-2 id', async () => {
    const solana = await startEmulatorSolana({ apiPort: 0 }, context)
    try {
      expect(solana?.urls.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(solana?.urls.rpcUrl).not.toBe('http://127.0.0.1:8899')
      expect(solana?.urls.accounts).toHaveLength(5)
      expect(solana?.urls.caipNetworkId).toBe(`solana:${LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)}`)
    } finally {
      await solana?.stop()
    }
  })
})
