import { decodeBase58, encodeBase58 } from './base58.js'
import type { SolanaChain } from './createSolanaChain.js'
import { LOCAL_SOLANA_GENESIS_HASH } from './LOCAL_SOLANA_GENESIS_HASH.js'
import { invalidParams } from './SolanaRpcError.js'
import { decodeTokenAccount, TOKEN_PROGRAM_ID } from './splToken.js'

export type SolanaRpcMethod = (params: readonly unknown[]) => unknown

/** The fee per signature the emulator charges (Solana's default). */
export const LAMPORTS_PER_SIGNATURE = 5000
/** How many slots a blockhash stays valid on Solana. */
const BLOCKHASH_VALID_SLOTS = 150

function stringParam(params: readonly unknown[], index: number, name: string): string {
  const value = params[index]
  if (typeof value !== 'string' || value.length === 0) throw invalidParams(`Invalid param: ${name}`)
  return value
}

function configParam(params: readonly unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function decodeBytes(text: string, encoding: unknown): Uint8Array {
  if (encoding === 'base64') return Uint8Array.from(Buffer.from(text, 'base64'))
  try {
    return decodeBase58(text)
  } catch {
    throw invalidParams('Invalid param: not base58 encoded')
  }
}

function address(params: readonly unknown[]): string {
  const value = stringParam(params, 0, 'address')
  let bytes: Uint8Array
  try {
    bytes = decodeBase58(value)
  } catch {
    throw invalidParams(`Invalid param: ${value}`)
  }
  if (bytes.length !== 32) throw invalidParams(`Invalid param: ${value}`)
  return value
}

/** The number of signatures a message needs (its header's first byte, after a version byte). */
function requiredSignatures(message: Uint8Array): number {
  const headerAt = (message[0] ?? 0) & 0x80 ? 1 : 0
  return message[headerAt] ?? 0
}

/**
 * The JSON-RPC methods @solana/web3.js calls for balances, transfers and confirmations, over
 * the in-process chain. Results use Solana's shapes (`{ context: { slot }, value }`).
 */
export function createSolanaRpcMethods(chain: SolanaChain): Record<string, SolanaRpcMethod> {
  const withContext = (value: unknown) => ({ context: { slot: chain.slot() }, value })
  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => LOCAL_SOLANA_GENESIS_HASH,
    getSlot: () => chain.slot(),
    getBlockHeight: () => chain.slot(),
    getEpochInfo: () => ({
      absoluteSlot: chain.slot(),
      blockHeight: chain.slot(),
      epoch: 0,
      slotIndex: chain.slot(),
      slotsInEpoch: 432_000,
      transactionCount: null,
    }),
    getBalance: (params) => withContext(Number(chain.getBalance(address(params)))),
    getLatestBlockhash: () =>
      withContext({
        blockhash: chain.latestBlockhash(),
        lastValidBlockHeight: chain.slot() + BLOCKHASH_VALID_SLOTS,
      }),
    isBlockhashValid: (params) =>
      withContext(stringParam(params, 0, 'blockhash') === chain.latestBlockhash()),
    getMinimumBalanceForRentExemption: (params) => {
      const size = params[0]
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) {
        throw invalidParams('Invalid param: data length')
      }
      return Number(chain.minimumBalanceForRentExemption(size))
    },
    getFeeForMessage: (params) => {
      const message = decodeBytes(stringParam(params, 0, 'message'), 'base64')
      return withContext(requiredSignatures(message) * LAMPORTS_PER_SIGNATURE)
    },
    getRecentPrioritizationFees: () => [],
    getTokenAccountBalance: (params) => {
      const account = chain.getAccount(address(params))
      if (!account || account.owner !== TOKEN_PROGRAM_ID || account.data.length !== 165) {
        throw invalidParams('Invalid param: not a Token account')
      }
      const { mint, amount } = decodeTokenAccount(account.data)
      const decimals = chain.getAccount(encodeBase58(mint))?.data[44] ?? 0
      const text = amount.toString().padStart(decimals + 1, '0')
      const uiAmountString = decimals
        ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}`.replace(/\.?0+$/, '')
        : text
      return withContext({
        amount: amount.toString(),
        decimals,
        uiAmount: Number(uiAmountString),
        uiAmountString,
      })
    },
    getAccountInfo: (params) => {
      const account = chain.getAccount(address(params))
      if (!account) return withContext(null)
      const encoding = configParam(params, 1).encoding === 'base58' ? 'base58' : 'base64'
      const data =
        encoding === 'base64'
          ? Buffer.from(account.data).toString('base64')
          : encodeBase58(account.data)
      return withContext({
        data: [data, encoding],
        executable: account.executable,
        lamports: Number(account.lamports),
        owner: account.owner,
        rentEpoch: 0,
        space: account.data.length,
      })
    },
    sendTransaction: (params) => {
      const config = configParam(params, 1)
      return chain.sendTransaction(
        decodeBytes(stringParam(params, 0, 'transaction'), config.encoding ?? 'base58'),
        { skipPreflight: config.skipPreflight === true },
      )
    },
    requestAirdrop: (params) => {
      const lamports = params[1]
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) {
        throw invalidParams('Invalid param: lamports')
      }
      return chain.airdrop(address(params), BigInt(lamports))
    },
    getSignatureStatuses: (params) => {
      const signatures = params[0]
      if (!Array.isArray(signatures) || signatures.some((s) => typeof s !== 'string')) {
        throw invalidParams('Invalid param: signatures')
      }
      return withContext(
        signatures.map((signature: string) => {
          const status = chain.status(signature)
          if (!status) return null
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          }
        }),
      )
    },
  }
}
