import { LiteSVM } from 'litesvm'
import { decodeBase58, encodeBase58 } from './base58.js'
import { parseWireTransaction } from './parseWireTransaction.js'
import { SolanaRpcError } from './SolanaRpcError.js'
import {
  associatedTokenAddress,
  encodeMint,
  encodeTokenAccount,
  TOKEN_PROGRAM_ID,
} from './splToken.js'

type Address = Parameters<LiteSVM['getBalance']>[0]
type KitTransaction = Parameters<LiteSVM['sendTransaction']>[0]
type EncodedAccount = Parameters<LiteSVM['setAccount']>[0]

/** An SPL token the chain starts with: the mint, and `amountPerHolder` in each funded account's ATA. */
export interface SolanaChainToken {
  mint: string
  decimals: number
  amountPerHolder: bigint
}

/** A processed transaction: the slot it landed in and its error, if it failed. */
export interface SignatureStatus {
  slot: number
  err: unknown
}

export interface SolanaAccountInfo {
  lamports: bigint
  owner: string
  executable: boolean
  data: Uint8Array
}

/** The in-process SVM with what the RPC methods need: balances, accounts, sends, statuses. */
export interface SolanaChain {
  slot(): number
  latestBlockhash(): string
  getBalance(address: string): bigint
  getAccount(address: string): SolanaAccountInfo | null
  minimumBalanceForRentExemption(size: number): bigint
  /**
   * Runs a signed wire transaction; resolves with its base58 signature or throws -32002. With
   * `skipPreflight`, a transaction that fails still lands, with its error in its status, as a
   * cluster records it.
   */
  sendTransaction(wire: Uint8Array, options?: { skipPreflight?: boolean }): string
  airdrop(address: string, lamports: bigint): string
  status(signature: string): SignatureStatus | undefined
}

function toAddress(address: string): Address {
  if (decodeBase58(address).length !== 32) throw new Error(`Invalid address: ${address}`)
  return address as Address
}

function describeError(err: unknown): unknown {
  return typeof err === 'object' && err !== null ? String(err) : err
}

/**
 * An in-process Solana runtime (litesvm) funded with `lamports` for every address in `funded`,
 * and with `token`, an SPL mint whose associated token accounts hold `amountPerHolder` each.
 * Each successful transaction moves to the next slot and a fresh blockhash.
 */
export function createSolanaChain(options: {
  funded: readonly string[]
  lamports: bigint
  token?: SolanaChainToken
}): SolanaChain {
  const svm = new LiteSVM()
  const statuses = new Map<string, SignatureStatus>()
  for (const address of options.funded) svm.airdrop(toAddress(address), options.lamports as never)
  const setAccount = (address: string, data: Uint8Array) =>
    svm.setAccount({
      address: toAddress(address),
      data,
      executable: false,
      lamports: svm.minimumBalanceForRentExemption(BigInt(data.length)),
      programAddress: TOKEN_PROGRAM_ID,
      space: BigInt(data.length),
    } as unknown as EncodedAccount)
  const { token } = options
  if (token) {
    const supply = token.amountPerHolder * BigInt(options.funded.length)
    setAccount(token.mint, encodeMint(supply, token.decimals))
    for (const owner of options.funded) {
      setAccount(
        associatedTokenAddress(owner, token.mint),
        encodeTokenAccount(token.mint, owner, token.amountPerHolder),
      )
    }
  }

  const slot = () => Number(svm.getClock().slot)
  function landed(signature: string, err: unknown): void {
    statuses.set(signature, { slot: slot(), err })
    svm.warpToSlot(svm.getClock().slot + 1n)
    svm.expireBlockhash()
  }

  return {
    slot,
    latestBlockhash: () => svm.latestBlockhash(),
    getBalance: (address) => svm.getBalance(toAddress(address)) ?? 0n,
    getAccount(address) {
      const account = svm.getAccount(toAddress(address))
      if (!account.exists) return null
      return {
        lamports: account.lamports,
        owner: account.programAddress,
        executable: account.executable,
        data: account.data,
      }
    },
    minimumBalanceForRentExemption: (size) => svm.minimumBalanceForRentExemption(BigInt(size)),
    sendTransaction(wire, options = {}) {
      let parsed: ReturnType<typeof parseWireTransaction>
      try {
        parsed = parseWireTransaction(wire)
      } catch (error) {
        throw new SolanaRpcError(-32602, `invalid transaction: ${(error as Error).message}`)
      }
      const signatures: Record<string, Uint8Array> = {}
      parsed.signers.forEach((signer, i) => {
        signatures[signer] = parsed.signatures[i] as Uint8Array
      })
      const signature = encodeBase58(parsed.signatures[0] ?? new Uint8Array(64))
      let result: ReturnType<LiteSVM['sendTransaction']>
      try {
        result = svm.sendTransaction({
          messageBytes: parsed.messageBytes,
          signatures,
        } as unknown as KitTransaction)
      } catch (error) {
        throw new SolanaRpcError(-32003, `Transaction signature verification failure`, {
          reason: (error as Error).message,
        })
      }
      if ('err' in result) {
        const err = describeError(result.err())
        if (options.skipPreflight) {
          landed(signature, err)
          return signature
        }
        throw new SolanaRpcError(-32002, `Transaction simulation failed: ${String(err)}`, {
          err,
          logs: result.meta().logs(),
        })
      }
      landed(signature, null)
      return signature
    },
    airdrop(address, lamports) {
      const result = svm.airdrop(toAddress(address), lamports as never)
      if (!result || 'err' in result) throw new SolanaRpcError(-32002, 'Airdrop failed')
      const signature = encodeBase58(result.signature())
      landed(signature, null)
      return signature
    },
    status: (signature) => statuses.get(signature),
  }
}
