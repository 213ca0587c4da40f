import { base58 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import type { RequestType } from '../protocol/frameMessageSchema.js'
import { createEmbeddedWalletProvider } from '../provider/createEmbeddedWalletProvider.js'
import { fromBase64, toBase64 } from './base64.js'
import { createEmbeddedSolanaWallet } from './createEmbeddedSolanaWallet.js'

const SOLANA = Keypair.generate()
const USER = {
  email: 'a@b.co',
  address: `0x${'12'.repeat(20)}`,
  chainId: 31337,
  solanaAddress: SOLANA.publicKey.toBase58(),
}
const SIGNATURE = base58.encode(Keypair.generate().secretKey)

function transfer(): Uint8Array {
  const from = SOLANA.publicKey
  return new Transaction({
    feePayer: from,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
  })
    .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(from), lamports: 1 }))
    .serialize({ requireAllSignatures: false })
}

/** The real provider over a transport double that answers the frame's solana_* replies. */
function setUp() {
  const request = vi.fn(async (type: RequestType, payload?: unknown) => {
    if (type !== 'RPC_REQUEST') throw new Error(`unexpected ${type}`)
    const { method, params } = payload as { method: string; params: [Record<string, unknown>] }
    if (method === 'solana_signMessage' || method === 'solana_signAndSendTransaction')
      return { signature: SIGNATURE }
    if (method === 'solana_signTransaction') return { transaction: params[0].transaction }
    if (method === 'solana_signAllTransactions') return { transactions: params[0].transactions }
    throw new Error(`unexpected ${method}`)
  })
  const approvals = vi.fn()
  const provider = createEmbeddedWalletProvider({
    transport: { request },
    defaultChainId: () => 1,
    withApproval: (run) => {
      approvals()
      return run()
    },
  })
  const disconnect = vi.fn(async () => undefined)
  const wallet = createEmbeddedSolanaWallet({ provider, disconnect })
  const feature = (name: string) =>
    wallet.features[name] as Record<string, (...a: unknown[]) => Promise<unknown>>
  return { provider, wallet, request, approvals, disconnect, feature }
}

describe('createEmbeddedSolanaWallet (the AUTH connector on solana, spec §6)', () => {
  it('is a Wallet Standard wallet whose account is the login’s Solana address', async () => {
    const { provider, wallet, feature } = setUp()
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.accounts).toEqual([])
    const changes = vi.fn()
    feature('standard:events').on?.('change', changes)
    provider.setUser(USER)
    expect(wallet.accounts.map((account) => account.address)).toEqual([USER.solanaAddress])
    expect(wallet.accounts[0]?.publicKey).toEqual(SOLANA.publicKey.toBytes())
    expect(changes).toHaveBeenCalledWith({ accounts: wallet.accounts })
    await expect(feature('standard:connect').connect?.()).resolves.toEqual({
      accounts: wallet.accounts,
    })
  })

  it("routes each solana_* request through the provider's approval (not-safe methods)", async () => {
    const { provider, wallet, request, approvals, feature } = setUp()
    provider.setUser(USER)
    const [account] = wallet.accounts
    const message = new TextEncoder().encode('hi')
    const signed = (await feature('solana:signMessage').signMessage?.({ account, message })) as {
      signature: Uint8Array
    }[]
    expect(signed[0]?.signature).toEqual(base58.decode(SIGNATURE))
    expect(request).toHaveBeenLastCalledWith('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: [{ message: toBase64(message), pubkey: USER.solanaAddress }],
      chainId: 31337,
    })
    await feature('solana:signAndSendTransaction').signAndSendTransaction?.({
      account,
      transaction: transfer(),
    })
    expect(approvals).toHaveBeenCalledTimes(2)
  })

  it('several transactions for solana:signTransaction are one signAllTransactions, one approval', async () => {
    const { provider, wallet, request, approvals, feature } = setUp()
    provider.setUser(USER)
    const [account] = wallet.accounts
    const first = transfer()
    const outputs = (await feature('solana:signTransaction').signTransaction?.(
      { account, transaction: first },
      { account, transaction: transfer() },
    )) as { signedTransaction: Uint8Array }[]
    expect(outputs).toHaveLength(2)
    expect(outputs[0]?.signedTransaction).toEqual(fromBase64(toBase64(first)))
    expect(approvals).toHaveBeenCalledOnce()
    expect(request.mock.calls.at(-1)?.[1]).toMatchObject({ method: 'solana_signAllTransactions' })
  })

  it('refuses bytes that are no transaction, and an account it does not hold, before the frame', async () => {
    const { provider, wallet, request, feature } = setUp()
    provider.setUser(USER)
    const [account] = wallet.accounts
    await expect(
      feature('solana:signTransaction').signTransaction?.({
        account,
        transaction: new Uint8Array([1, 2, 3]),
      }),
    ).rejects.toMatchObject({ shortMessage: 'Invalid transaction: truncated signatures' })
    await expect(
      feature('solana:signTransaction').signTransaction?.({
        account: { address: Keypair.generate().publicKey.toBase58() },
        transaction: transfer(),
      }),
    ).rejects.toMatchObject({ shortMessage: 'Account not found' })
    expect(request).not.toHaveBeenCalled()
  })
})
