import type { Connector } from '@appkit/kernel'
import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, it, vi } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { encodeBase58 } from './encodeBase58.js'
import { solanaDevnet } from './networks/solanaDevnet.js'
import { solanaLocal } from './networks/solanaLocal.js'

const publicKey = new Uint8Array(32).fill(7)
const address = encodeBase58(publicKey)
const account = { address, publicKey, chains: ['solana:devnet'], features: [] }

function connectorWith(connect: (input?: { silent?: boolean }) => Promise<unknown>): Connector {
  return {
    id: 'wallet-standard:Fake',
    type: 'ANNOUNCED',
    name: 'Fake',
    chain: 'solana',
    provider: {
      version: '1.0.0',
      name: 'Fake',
      icon: 'data:image/png;base64,AA',
      chains: ['solana:devnet'],
      accounts: [account],
      features: { 'standard:connect': { version: '1.0.0', connect } },
    },
  }
}

describe('createSolanaAdapter', () => {
  const adapter = createSolanaAdapter({ networks: [solanaDevnet, solanaLocal] })

  it('spec §6 family abilities: sends, token balances, the auth connector; the Max of a native SOL send leaves the 5000-lamport signature fee', async () => {
    expect(adapter.send).toBeTypeOf('function')
    expect(adapter).toMatchObject({ tokenBalances: true, authConnector: true })
    expect(adapter.nativeSendKeepsView).toBeUndefined()
    const request = vi.fn()
    await expect(adapter.nativeSendFee?.({ from: address, to: address, request })).resolves.toBe(
      5000n,
    )
    expect(request).not.toHaveBeenCalled()
  })

  it('connects on the requested network, else the first configured solana network', async () => {
    const connector = connectorWith(async () => ({ accounts: [account] }))
    await expect(adapter.connect(connector, { caipNetwork: solanaLocal })).resolves.toEqual({
      // Spec §3 Account: the public key (hex) the wallet gave comes along.
      accounts: [{ address, type: 'eoa', publicKey: '07'.repeat(32) }],
      caipNetwork: solanaLocal,
    })
    await expect(adapter.connect(connector, {})).resolves.toMatchObject({
      caipNetwork: solanaDevnet,
    })
  })

  it('drops accounts of other chains; a wallet with no Solana account fails to connect', async () => {
    const evmOnly = { ...account, chains: ['eip155:1'] }
    const connector = connectorWith(async () => ({ accounts: [evmOnly, 'junk'] }))
    await expect(adapter.connect(connector, {})).rejects.toThrow('Failed to connect')
  })

  it('reconnects silently: no accounts means no connection, and no prompt is asked for', async () => {
    const connect = vi.fn(async () => ({ accounts: [] }))
    await expect(adapter.reconnect(connectorWith(connect))).resolves.toBeUndefined()
    expect(connect).toHaveBeenCalledWith({ silent: true })
    const authorized = connectorWith(async () => ({ accounts: [account] }))
    await expect(adapter.reconnect(authorized)).resolves.toMatchObject({
      accounts: [{ address, type: 'eoa' }],
    })
  })

  it("a connector without a Wallet Standard wallet fails with 'Provider not found'", async () => {
    const connector = { ...connectorWith(async () => ({})), provider: { request() {} } }
    await expect(adapter.connect(connector, {})).rejects.toThrow('Provider not found')
  })

  it("verifyMessage (sign-in's check): an ed25519 signature by the address's key, nothing else", async () => {
    const secretKey = ed25519.utils.randomPrivateKey()
    const signer = encodeBase58(ed25519.getPublicKey(secretKey))
    const message = 'Sign in to AppKit'
    const signature = encodeBase58(ed25519.sign(new TextEncoder().encode(message), secretKey))
    const verify = (request: { address?: string; message?: string }) =>
      adapter.verifyMessage?.({
        address: signer,
        message,
        signature,
        caipNetwork: solanaDevnet,
        ...request,
      })
    await expect(verify({})).resolves.toBe(true)
    await expect(verify({ message: `${message}!` })).resolves.toBe(false)
    await expect(verify({ address })).resolves.toBe(false)
  })

  it("a message for an address the wallet does not expose fails with 'Account not found'", async () => {
    const connector = connectorWith(async () => ({ accounts: [account] }))
    const wallet = connector.provider as { features: Record<string, unknown> }
    wallet.features['solana:signMessage'] = { version: '1.0.0', signMessage: vi.fn() }
    await expect(
      adapter.signMessage(connector, 'So11111111111111111111111111111111111111112', 'hi'),
    ).rejects.toThrow('Account not found')
  })
})
