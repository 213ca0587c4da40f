import { Schema } from 'effect'
import { associatedTokenAddress } from '../solana/splToken.js'
import type { LocalSolanaChain } from './LocalSolanaChain.js'

const RpcReply = Schema.Union(
  Schema.Struct({ result: Schema.Struct({ value: Schema.Unknown }) }),
  Schema.Struct({ error: Schema.Struct({ code: Schema.Number, message: Schema.String }) }),
)
const Lamports = Schema.NonNegativeInt
const TokenAmount = Schema.Struct({ amount: Schema.String.pipe(Schema.pattern(/^\d{1,30}$/)) })

/** JSON-RPC error code the Solana RPC answers for an account that is not a token account. */
const INVALID_PARAMS = -32602

/**
 * Reads the emulator's Solana chain (litesvm) through its JSON-RPC endpoint, the way the EVM
 * balances read the Hardhat nodes: SOL by getBalance, the test token by getTokenAccountBalance
 * of the owner's associated token account. Every reply is schema-decoded.
 */
export function createLocalSolanaChain(options: {
  caip2: string
  rpcUrl: string
  token: LocalSolanaChain['token']
}): LocalSolanaChain {
  async function call(method: string, params: unknown[]) {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return Schema.decodeUnknownSync(RpcReply)(await response.json())
  }
  return {
    caip2: options.caip2,
    token: options.token,
    async getLamports(owner) {
      const reply = await call('getBalance', [owner])
      if ('error' in reply) throw new Error(`getBalance: ${reply.error.message}`)
      return BigInt(Schema.decodeUnknownSync(Lamports)(reply.result.value))
    },
    async getTokenAmount(owner) {
      const account = associatedTokenAddress(owner, options.token.mint)
      const reply = await call('getTokenAccountBalance', [account])
      if ('error' in reply) {
        if (reply.error.code === INVALID_PARAMS) return 0n
        throw new Error(`getTokenAccountBalance: ${reply.error.message}`)
      }
      return BigInt(Schema.decodeUnknownSync(TokenAmount)(reply.result.value).amount)
    },
  }
}
