import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_MNEMONIC } from '../defaults.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import { deriveSolanaKeypair, type SolanaKeypair } from './deriveSolanaKeypair.js'
import { LOCAL_SOLANA_GENESIS_HASH } from './LOCAL_SOLANA_GENESIS_HASH.js'
import { serializeWireTransaction } from './parseWireTransaction.js'
import { SOLANA_TEST_TOKEN } from './SOLANA_TEST_TOKEN.js'
import { associatedTokenAddress } from './splToken.js'
import { DEFAULT_SOLANA_LAMPORTS, type RunningSolanaRpc, startSolanaRpc } from './startSolanaRpc.js'

/** A legacy System Program transfer, signed by `from`. */
function transfer(from: SolanaKeypair, to: string, lamports: bigint, blockhash: string) {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  const message = new Uint8Array([
    1,
    0,
    1,
    3,
    ...from.publicKey,
    ...decodeBase58(to),
    ...new Uint8Array(32),
    ...decodeBase58(blockhash),
    1,
    2,
    2,
    0,
    1,
    data.length,
    ...data,
  ])
  const signature = ed25519.sign(message, from.secretKey)
  return serializeWireTransaction({ signatures: [signature], messageBytes: message, signers: [] })
}

describe('startSolanaRpc', () => {
  let rpc: RunningSolanaRpc
  let id = 0
  const call = async (method: string, params: unknown[] = []) => {
    const response = await fetch(rpc.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    return (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string }
    }
  }

  beforeAll(async () => {
    rpc = await startSolanaRpc({
      port: 0,
      hostname: '127.0.0.1',
      mnemonic: TEST_MNEMONIC,
      accountCount: 2,
      lamports: DEFAULT_SOLANA_LAMPORTS,
    })
  })
  afterAll(() => rpc.stop())

  it("funds the mnemonic's keypairs at m/44'/501'/i'/0' with 1000 SOL each", async () => {
    const first = await deriveSolanaKeypair(TEST_MNEMONIC, 0)
    expect(rpc.accounts[0]).toBe(first.address)
    const { result } = await call('getBalance', [first.address, { commitment: 'confirmed' }])
    expect(result).toMatchObject({ value: 1000 * 1e9 })
  })

  it('funds each keypair with 1,000,000 of the SPL test token in its associated token account', async () => {
    const ata = associatedTokenAddress(rpc.accounts[0] as string, SOLANA_TEST_TOKEN.mint)
    const { result } = await call('getTokenAccountBalance', [ata])
    expect(result).toMatchObject({
      value: { amount: '1000000000000', decimals: 6, uiAmountString: '1000000' },
    })
    const { result: mint } = await call('getAccountInfo', [
      SOLANA_TEST_TOKEN.mint,
      { encoding: 'base64' },
    ])
    expect(mint).toMatchObject({ value: { owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' } })
    expect((await call('getTokenAccountBalance', [rpc.accounts[0]])).error?.code).toBe(-32602)
  })

  it('reports the local genesis hash and a version', async () => {
    expect((await call('getGenesisHash')).result).toBe(LOCAL_SOLANA_GENESIS_HASH)
    expect((await call('getVersion')).result).toMatchObject({ 'solana-core': expect.any(String) })
  })

  it('answers unknown methods with -32601 and a bad address with -32602', async () => {
    expect((await call('eth_chainId')).error?.code).toBe(-32601)
    expect((await call('getBalance', ['not-an-address'])).error?.code).toBe(-32602)
  })

  it('runs a signed transfer: the signature is finalized and both balances move', async () => {
    const from = await deriveSolanaKeypair(TEST_MNEMONIC, 0)
    const to = encodeBase58(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    const before = ((await call('getBalance', [from.address])).result as { value: number }).value
    const { result: latest } = await call('getLatestBlockhash')
    const blockhash = (latest as { value: { blockhash: string } }).value.blockhash
    const wire = Buffer.from(transfer(from, to, 5_000_000n, blockhash)).toString('base64')
    const { result: signature, error } = await call('sendTransaction', [
      wire,
      { encoding: 'base64' },
    ])
    expect(error).toBeUndefined()
    const { result: statuses } = await call('getSignatureStatuses', [[signature, 'x']])
    expect(statuses).toMatchObject({
      value: [{ err: null, confirmationStatus: 'finalized' }, null],
    })
    expect((await call('getBalance', [to])).result).toMatchObject({ value: 5_000_000 })
    expect((await call('getBalance', [from.address])).result).toMatchObject({
      value: before - 5_000_000 - 5000,
    })
    // The blockhash moved on after the transaction landed.
    const { result: next } = await call('getLatestBlockhash')
    expect((next as { value: { blockhash: string } }).value.blockhash).not.toBe(blockhash)
  })

  it('rejects a transfer the payer cannot afford with -32002 and the logs', async () => {
    const poor = await deriveSolanaKeypair(TEST_MNEMONIC, 5)
    await call('requestAirdrop', [poor.address, 1_000_000])
    const { result: latest } = await call('getLatestBlockhash')
    const blockhash = (latest as { value: { blockhash: string } }).value.blockhash
    const wire = Buffer.from(
      transfer(poor, rpc.accounts[1] as string, 10n ** 12n, blockhash),
    ).toString('base64')
    const { error } = await call('sendTransaction', [wire, { encoding: 'base64' }])
    expect(error?.code).toBe(-32002)
    expect(error?.message).toMatch(/^Transaction simulation failed/)
  })

  it('answers CORS preflights so a page can call it', async () => {
    const response = await fetch(rpc.rpcUrl, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
