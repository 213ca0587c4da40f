import { createPublicKey, verify } from 'node:crypto'
import {
  DEFAULT_SOLANA_LAMPORTS,
  type RunningSolanaRpc,
  SOLANA_TEST_TOKEN,
  startSolanaRpc,
  TEST_MNEMONIC,
} from '@appkit/emulator'
import { createSolanaTestWallet } from '@appkit/emulator/test-wallet'
import type { AdapterEvents, CaipNetwork, Connector } from '@appkit/kernel'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import type { StandardWallet } from './discovery/StandardWallet.js'
import { toWalletStandardConnector } from './discovery/toWalletStandardConnector.js'
import { encodeBase58 } from './encodeBase58.js'
import { solanaLocal } from './networks/solanaLocal.js'
import { withRpcUrl } from './networks/withRpcUrl.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
function decodeBase58(text: string): Buffer {
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(ALPHABET.indexOf(char))
  const hex = value.toString(16)
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  const zeros = text.length - text.replace(/^1+/, '').length
  return Buffer.concat([Buffer.alloc(zeros), bytes])
}

/** ed25519 verification with Node's crypto, the public key as a raw 32-byte JWK. */
function verifyEd25519(message: string, signature: string, address: string): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: decodeBase58(address).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message), key, decodeBase58(signature))
}

describe('createSolanaAdapter against the emulator Solana RPC and test wallet', () => {
  let rpc: RunningSolanaRpc
  let network: CaipNetwork
  let connector: Connector
  const prompt = vi.fn(async () => true)

  beforeAll(async () => {
    rpc = await startSolanaRpc({
      port: 0,
      hostname: '127.0.0.1',
      mnemonic: TEST_MNEMONIC,
      accountCount: 3,
      lamports: DEFAULT_SOLANA_LAMPORTS,
    })
    network = withRpcUrl(solanaLocal, rpc.rpcUrl)
    const { wallet } = createSolanaTestWallet({
      chains: [{ chain: 'solana:localnet', rpcUrl: rpc.rpcUrl }],
      prompt,
    })
    connector = toWalletStandardConnector(wallet as unknown as StandardWallet)
  })
  afterAll(() => rpc.stop())

  const adapter = () => createSolanaAdapter({ networks: () => [network] })

  it("connects with accounts of type eoa (spec §6 'polkadot and solana eoa') on the configured network", async () => {
    const result = await adapter().connect(connector, {})
    expect(result.caipNetwork).toBe(network)
    expect(result.accounts[0]).toEqual({
      address: rpc.accounts[0],
      type: 'eoa',
      // Spec §3 Account publicKey: the hex of the key whose base58 is the address.
      publicKey: Buffer.from(decodeBase58(rpc.accounts[0] as string)).toString('hex'),
    })
    expect(result.accounts.every((account) => account.type === 'eoa')).toBe(true)
  })

  it('reads the funded balance of 1000 SOL', async () => {
    const balance = await adapter().getBalance(rpc.accounts[0] as string, network)
    expect(balance).toEqual({
      value: 1000n * 10n ** 9n,
      decimals: 9,
      symbol: 'SOL',
      formatted: '1000',
    })
  })

  it('signs a message: a base58 ed25519 signature by the account', async () => {
    const address = rpc.accounts[0] as string
    const signature = await adapter().signMessage(connector, address, 'hello solana')
    expect(verifyEd25519('hello solana', signature, address)).toBe(true)
    expect(verifyEd25519('hello solana!', signature, address)).toBe(false)
  })

  it('sends SOL: the receiver gets it and the sender pays it plus the fee', async () => {
    const kit = adapter()
    const [from, to] = rpc.accounts as [string, string]
    const before = await kit.getBalance(from, network)
    const hash = await kit.send({ connector, from, to, amount: '0.25', caipNetwork: network })
    await kit.waitForTransaction?.(hash, network)
    expect((await kit.getBalance(to, network)).value).toBe(1000_250_000_000n)
    expect((await kit.getBalance(from, network)).value).toBe(before.value - 250_000_000n - 5000n)
  })

  it('sends an SPL token: the receiver gets a new associated token account holding the amount', async () => {
    const kit = adapter()
    const connection = await kit.getConnection(network)
    const { associatedTokenAddress } = await import('./actions/buildTokenTransfer.js')
    const { PublicKey, Keypair } = await import('@solana/web3.js')
    const from = rpc.accounts[0] as string
    const to = Keypair.generate().publicKey
    const token = { address: SOLANA_TEST_TOKEN.mint, symbol: 'TEST', decimals: 6 }
    const hash = await kit.send({
      connector,
      from,
      to: to.toBase58(),
      amount: '12.5',
      token,
      caipNetwork: network,
    })
    await kit.waitForTransaction?.(hash, network)
    const mint = new PublicKey(SOLANA_TEST_TOKEN.mint)
    const received = await connection.getTokenAccountBalance(associatedTokenAddress(to, mint))
    expect(received.value).toMatchObject({ amount: '12500000', decimals: 6 })
    const left = await connection.getTokenAccountBalance(
      associatedTokenAddress(new PublicKey(from), mint),
    )
    expect(left.value.amount).toBe((SOLANA_TEST_TOKEN.amountPerHolder - 12_500_000n).toString())
  })

  it("sends an SPL token given as the chain-prefixed address token balances carry (spec §3 'otherwise chain-prefixed')", async () => {
    const kit = adapter()
    const connection = await kit.getConnection(network)
    const { associatedTokenAddress } = await import('./actions/buildTokenTransfer.js')
    const { PublicKey, Keypair } = await import('@solana/web3.js')
    const to = Keypair.generate().publicKey
    const address = `${network.caipNetworkId}:${SOLANA_TEST_TOKEN.mint}`
    const hash = await kit.send({
      connector,
      from: rpc.accounts[1] as string,
      to: to.toBase58(),
      amount: '3',
      token: { address, symbol: 'TEST', decimals: 6 },
      caipNetwork: network,
    })
    await kit.waitForTransaction?.(hash, network)
    const mint = new PublicKey(SOLANA_TEST_TOKEN.mint)
    const received = await connection.getTokenAccountBalance(associatedTokenAddress(to, mint))
    expect(received.value.amount).toBe('3000000')
  })

  it('refuses a chain-prefixed token of another Solana network before the wallet is asked', async () => {
    prompt.mockClear()
    const [from, to] = rpc.accounts as [string, string]
    const token = {
      address: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${SOLANA_TEST_TOKEN.mint}`,
      symbol: 'TEST',
      decimals: 6,
    }
    await expect(
      adapter().send({ connector, from, to, amount: '1', token, caipNetwork: network }),
    ).rejects.toMatchObject({ category: 'VALIDATION_ERROR' })
    expect(prompt).not.toHaveBeenCalled()
  })

  /** The test wallet with only the features named: a wallet of fewer capabilities. */
  function walletWith(features: readonly string[]): Connector {
    const wallet = connector.provider as StandardWallet
    const narrowed = Object.fromEntries(
      Object.entries(wallet.features).filter(([name]) => features.includes(name)),
    )
    const provider = {
      version: wallet.version,
      name: wallet.name,
      icon: wallet.icon,
      chains: wallet.chains,
      get accounts() {
        return wallet.accounts
      },
      features: narrowed,
    }
    return toWalletStandardConnector(provider)
  }

  it('a wallet without solana:signAndSendTransaction signs (solana:signTransaction) and the adapter sends the signed transaction to the RPC', async () => {
    const kit = adapter()
    const [, from, to] = rpc.accounts as [string, string, string]
    const signer = walletWith(['standard:connect', 'solana:signMessage', 'solana:signTransaction'])
    prompt.mockClear()
    const senderBefore = (await kit.getBalance(from, network)).value
    const receiverBefore = (await kit.getBalance(to, network)).value
    const hash = await kit.send({
      connector: signer,
      from,
      to,
      amount: '0.5',
      caipNetwork: network,
    })
    await kit.waitForTransaction?.(hash, network)
    expect(prompt).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'solana:signTransaction' }),
    )
    expect((await kit.getBalance(to, network)).value).toBe(receiverBefore + 500_000_000n)
    expect((await kit.getBalance(from, network)).value).toBe(senderBefore - 500_000_000n - 5000n)
  })

  it("a wallet that can neither sign nor sign-and-send transactions fails with 'Method not supported'", async () => {
    const [from, to] = rpc.accounts as [string, string]
    const signer = walletWith(['standard:connect', 'solana:signMessage'])
    await expect(
      adapter().send({ connector: signer, from, to, amount: '0.1', caipNetwork: network }),
    ).rejects.toMatchObject({ shortMessage: 'Method not supported', category: 'PROVIDER_ERROR' })
  })

  it('a rejected send fails with the wallet rejection (4001)', async () => {
    prompt.mockResolvedValueOnce(false)
    const [from, to] = rpc.accounts as [string, string]
    await expect(
      adapter().send({ connector, from, to, amount: '0.1', caipNetwork: network }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('reports wallet-side disconnects as disconnected', () => {
    const events: AdapterEvents = {
      accountsChanged: vi.fn(),
      chainChanged: vi.fn(),
      disconnected: vi.fn(),
    }
    const kit = adapter()
    const stop = kit.watch(connector, events)
    const disconnect = (connector.provider as StandardWallet).features['standard:disconnect'] as {
      disconnect(): Promise<void>
    }
    return disconnect.disconnect().then(() => {
      expect(events.disconnected).toHaveBeenCalledWith(connector.id)
      stop()
    })
  })

  it('reports a sent signature confirmed, an unknown one pending, and one that landed with an error failed (kit.transactions)', async () => {
    const kit = adapter()
    await kit.connect(connector, {})
    const [from, to] = rpc.accounts as [string, string]
    const sent = await kit.send({ connector, from, to, amount: '0.01', caipNetwork: network })
    expect(kit.isTransactionHash?.(sent)).toBe(true)
    expect(await kit.transactionStatus?.(sent, network)).toBe('confirmed')
    const unseen = encodeBase58(new Uint8Array(64).fill(7))
    expect(await kit.transactionStatus?.(unseen, network)).toBe('pending')

    // A transfer of more than the payer holds, sent without preflight: it lands, with its error.
    const web3 = await import('@solana/web3.js')
    const connection = await kit.getConnection(network)
    const payer = web3.Keypair.generate()
    // The emulator's cluster lands an airdrop at once.
    await connection.requestAirdrop(payer.publicKey, web3.LAMPORTS_PER_SOL)
    const { blockhash } = await connection.getLatestBlockhash()
    const overdraw = new web3.Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: blockhash,
    }).add(
      web3.SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: new web3.PublicKey(to),
        lamports: 5 * web3.LAMPORTS_PER_SOL,
      }),
    )
    overdraw.sign(payer)
    const failed = await connection.sendRawTransaction(overdraw.serialize(), {
      skipPreflight: true,
    })
    expect(await kit.transactionStatus?.(failed, network)).toBe('failed')
  })

  it('refuses hex and address-length text as transaction signatures', () => {
    expect(adapter().isTransactionHash?.(`0x${'ab'.repeat(32)}`)).toBe(false)
    expect(adapter().isTransactionHash?.(rpc.accounts[0] as string)).toBe(false)
  })

  it('validates Solana addresses (32-44 base58 characters)', () => {
    expect(adapter().isAddress(rpc.accounts[0] as string)).toBe(true)
    expect(adapter().isAddress('0x0000000000000000000000000000000000000000')).toBe(false)
  })
})
