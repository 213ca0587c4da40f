import { createMemoryStorage, createStorage } from '@appkit/kernel/storage'
import { isStandardWallet } from '@appkit/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createPairingStore } from '../pairing/createPairingStore.js'
import { createWalletConnectProvider } from '../provider/createWalletConnectProvider.js'
import type { SessionLike } from '../provider/UniversalProviderLike.js'
import { createSessionHint } from '../session/createSessionHint.js'
import { createFakeUniversalProvider } from '../testing/createFakeUniversalProvider.js'
import { flush } from '../testing/createWalletConnectTestKit.js'
import { createSolanaSessionWallet } from './createSolanaSessionWallet.js'

const secret = ed25519.utils.randomPrivateKey()
const ADDRESS = base58.encode(ed25519.getPublicKey(secret))
const CHAIN = 'solana:J4EvHz7LzvHVbJ9E32V1Y7pixetPRvVE'
const OTHER_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

function namespaces(methods: string[]): SessionLike['namespaces'] {
  return {
    solana: { accounts: [`${CHAIN}:${ADDRESS}`, `${OTHER_CHAIN}:${ADDRESS}`], methods, events: [] },
  }
}

function setup(methods = ['solana_signMessage'], preferredChain?: string) {
  const fake = createFakeUniversalProvider()
  const provider = createWalletConnectProvider({
    load: async () => fake,
    pairing: createPairingStore(),
    optionalNamespaces: () => ({}),
    sessionHint: createSessionHint(createStorage({ adapter: createMemoryStorage() })),
  })
  const wallet = createSolanaSessionWallet({
    provider,
    ...(preferredChain ? { preferredChain: () => preferredChain } : {}),
  })
  const feature = <T>(name: string) => wallet.features[name] as T
  async function connect() {
    const connecting = feature<{ connect(): Promise<{ accounts: unknown[] }> }>(
      'standard:connect',
    ).connect()
    await flush()
    fake.approve(namespaces(methods), 'topic-1')
    return connecting
  }
  return { fake, provider, wallet, feature, connect }
}

type SignMessage = {
  signMessage(input: {
    account: unknown
    message: Uint8Array
  }): Promise<{ signature: Uint8Array }[]>
}
type SignTx = {
  signTransaction(input: {
    account: unknown
    transaction: Uint8Array
    chain: string
  }): Promise<{ signedTransaction: Uint8Array }[]>
}
type SignAndSend = {
  signAndSendTransaction(input: {
    account: unknown
    transaction: Uint8Array
    chain: string
  }): Promise<{ signature: Uint8Array }[]>
}

describe('createSolanaSessionWallet', () => {
  it("is a Wallet Standard wallet; standard:connect pairs and answers the session's Solana accounts", async () => {
    const { wallet, fake, connect } = setup()
    expect(isStandardWallet(wallet)).toBe(true)
    expect(wallet.accounts).toEqual([])
    const { accounts } = await connect()
    expect(fake.connects).toHaveLength(1)
    expect(accounts).toEqual([
      expect.objectContaining({ address: ADDRESS, chains: [CHAIN, OTHER_CHAIN] }),
    ])
    expect(wallet.chains).toEqual([CHAIN, OTHER_CHAIN])
  })

  it('a silent connect never pairs: no session, no accounts', async () => {
    const { feature, fake } = setup()
    const silent = feature<{ connect(i: { silent: boolean }): Promise<{ accounts: unknown[] }> }>(
      'standard:connect',
    )
    expect(await silent.connect({ silent: true })).toEqual({ accounts: [] })
    expect(fake.connects).toHaveLength(0)
  })

  it('offers solana:signTransaction and solana:signAndSendTransaction only when the wallet approved their method', async () => {
    const narrow = setup(['solana_signMessage'])
    await narrow.connect()
    expect(Object.keys(narrow.wallet.features)).toEqual([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
    ])
    const wide = setup([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    ])
    await wide.connect()
    expect(Object.keys(wide.wallet.features)).toContain('solana:signAndSendTransaction')
    expect(Object.keys(wide.wallet.features)).toContain('solana:signTransaction')
  })

  it('solana:signMessage is solana_signMessage { message, pubkey } in base58 on the preferred approved chain', async () => {
    const { wallet, fake, feature, connect } = setup(['solana_signMessage'], OTHER_CHAIN)
    await connect()
    fake.answer = (args) => ({
      signature: base58.encode(
        ed25519.sign(base58.decode((args.params as { message: string }).message), secret),
      ),
    })
    const message = new TextEncoder().encode('hello')
    const [output] = await feature<SignMessage>('solana:signMessage').signMessage({
      account: wallet.accounts[0],
      message,
    })
    expect(fake.requests.at(-1)).toEqual({
      args: {
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: ADDRESS },
      },
      chain: OTHER_CHAIN,
    })
    expect(ed25519.verify(output?.signature as Uint8Array, message, base58.decode(ADDRESS))).toBe(
      true,
    )
  })

  it("an answer without a 64-byte base58 signature is 'Invalid signature', never passed on", async () => {
    const { wallet, fake, feature, connect } = setup()
    await connect()
    const sign = () =>
      feature<SignMessage>('solana:signMessage').signMessage({
        account: wallet.accounts[0],
        message: new Uint8Array([1]),
      })
    for (const answer of [
      null,
      'sig',
      { signature: 42 },
      { signature: '0OIl' },
      { signature: base58.encode(new Uint8Array(10)) },
    ]) {
      fake.answer = () => answer
      await expect(sign()).rejects.toThrowError('Invalid signature')
    }
  })

  it("signing for an account the session lacks is 'Account not found'", async () => {
    const { feature, connect } = setup()
    await connect()
    await expect(
      feature<SignMessage>('solana:signMessage').signMessage({
        account: { address: base58.encode(new Uint8Array(32).fill(9)) },
        message: new Uint8Array([1]),
      }),
    ).rejects.toThrowError('Account not found')
  })

  it('solana:signAndSendTransaction sends the base64 transaction and returns the base58 signature', async () => {
    const { wallet, fake, feature, connect } = setup(['solana_signAndSendTransaction'])
    await connect()
    const signature = new Uint8Array(64).fill(3)
    fake.answer = () => ({ signature: base58.encode(signature) })
    const transaction = new Uint8Array([1, 2, 3])
    const [output] = await feature<SignAndSend>(
      'solana:signAndSendTransaction',
    ).signAndSendTransaction({
      account: wallet.accounts[0],
      transaction,
      chain: 'solana:localnet',
    })
    expect(fake.requests.at(-1)).toEqual({
      args: {
        method: 'solana_signAndSendTransaction',
        params: { transaction: base64.encode(transaction) },
      },
      chain: CHAIN,
    })
    expect(output?.signature).toEqual(signature)
  })

  it('solana:signTransaction returns the signed transaction the wallet sends back; without one it fails clearly', async () => {
    const { wallet, fake, feature, connect } = setup(['solana_signTransaction'])
    await connect()
    const signed = new Uint8Array([9, 9, 9])
    fake.answer = () => ({
      signature: base58.encode(new Uint8Array(64)),
      transaction: base64.encode(signed),
    })
    const input = {
      account: wallet.accounts[0],
      transaction: new Uint8Array([1]),
      chain: 'solana:localnet',
    }
    const [output] = await feature<SignTx>('solana:signTransaction').signTransaction(input)
    expect(output?.signedTransaction).toEqual(signed)
    fake.answer = () => ({ signature: base58.encode(new Uint8Array(64)) })
    await expect(
      feature<SignTx>('solana:signTransaction').signTransaction(input),
    ).rejects.toThrowError('Invalid signature')
  })

  it('standard:events: session_update and session_delete are change events with the accounts then', async () => {
    const { fake, feature, connect } = setup()
    await connect()
    const changes: unknown[][] = []
    feature<{ on(e: string, l: (p: { accounts: unknown[] }) => void): () => void }>(
      'standard:events',
    ).on('change', ({ accounts }) => changes.push(accounts))
    fake.session = { topic: 'topic-1', namespaces: {} }
    fake.emit('session_update', {})
    expect(changes).toEqual([[]])
    fake.session = { topic: 'topic-1', namespaces: namespaces(['solana_signMessage']) }
    fake.emit('session_update', {})
    expect(changes[1]).toHaveLength(1)
    fake.emit('session_delete', { topic: 'topic-1' })
    expect(changes[2]).toEqual([])
  })

  it('standard:disconnect ends the whole session', async () => {
    const { fake, feature, connect, provider } = setup()
    await connect()
    await feature<{ disconnect(): Promise<void> }>('standard:disconnect').disconnect()
    expect(fake.disconnected).toBe(1)
    expect(provider.sessionAccounts('solana')).toEqual([])
  })
})
