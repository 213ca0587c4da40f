import { AppKitError } from '@appkit/kernel'
import { decodePayload } from '../protocol/decodeFrameMessage.js'
import {
  SolanaSignatureResult,
  SolanaTransactionResult,
  SolanaTransactionsResult,
} from '../protocol/frameMessageSchema.js'
import type { EmbeddedWalletProvider } from '../provider/createEmbeddedWalletProvider.js'
import { decodeBase58 } from './base58.js'
import { fromBase64, toBase64 } from './base64.js'
import { checkWireTransaction } from './checkWireTransaction.js'

/** The Wallet Standard chains the embedded wallet's Solana account answers for. */
export const EMBEDDED_SOLANA_CHAINS = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
] as const

const FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHJlY3Qgd2lkdGg9IjI0IiBoZWlnaHQ9IjI0IiByeD0iNiIgZmlsbD0iIzY2NiIvPjwvc3ZnPg=='

export interface EmbeddedSolanaAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
}

/** The Wallet Standard wallet object the solana namespace drives (requireWallet). */
export interface EmbeddedSolanaWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly accounts: readonly EmbeddedSolanaAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

type Input = { account?: { address?: unknown }; transaction?: unknown; message?: unknown }

function accountOf(address: string | undefined): EmbeddedSolanaAccount[] {
  if (address === undefined) return []
  return [
    {
      address,
      publicKey: decodeBase58(address),
      chains: EMBEDDED_SOLANA_CHAINS,
      features: FEATURES,
    },
  ]
}

/**
 * The embedded wallet's Solana account as a Wallet Standard wallet, over the same secure frame
 * as the EVM provider: its account is the logged-in user's `solanaAddress`, and every solana_*
 * request goes through the provider (spec §6: not-safe, so ApproveTransaction shows the secure
 * frame first). Several transactions for solana:signTransaction are one signAllTransactions,
 * one approval. A transaction that does not parse is refused here, before the frame.
 */
export function createEmbeddedSolanaWallet(options: {
  provider: Pick<EmbeddedWalletProvider, 'request' | 'store'>
  /** Standard:disconnect: the plugin signs out when no other family still holds the login. */
  disconnect: () => Promise<void>
}): EmbeddedSolanaWallet {
  const { provider } = options
  const solanaAddress = () => provider.store.getState().user?.solanaAddress
  const own = (input: Input): string => {
    const address = input?.account?.address
    if (typeof address !== 'string' || address !== solanaAddress()) {
      throw new AppKitError('Account not found', {
        category: 'PROVIDER_ERROR',
        code: 4100,
        details: `The embedded wallet does not hold ${String(address)}`,
      })
    }
    return address
  }
  const ask = (method: string, params: unknown) => provider.request({ method, params: [params] })

  return {
    version: '1.0.0',
    name: 'Email',
    icon: ICON,
    chains: EMBEDDED_SOLANA_CHAINS,
    get accounts() {
      return accountOf(solanaAddress())
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect() {
          // Loads the logged-in user from the frame when this page has none yet (a reload).
          await provider.request({ method: 'eth_accounts' })
          return { accounts: accountOf(solanaAddress()) }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: options.disconnect },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (properties: { accounts: EmbeddedSolanaAccount[] }) => void) {
          if (event !== 'change') return () => undefined
          return provider.store.subscribe(
            (state) => state.user?.solanaAddress,
            (address) => listener({ accounts: accountOf(address) }),
          )
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: Input[]) {
          const outputs = []
          for (const input of inputs) {
            const pubkey = own(input)
            if (!(input.message instanceof Uint8Array)) {
              throw new AppKitError('Invalid message: expected bytes', {
                category: 'PROVIDER_ERROR',
              })
            }
            const reply = await ask('solana_signMessage', {
              message: toBase64(input.message),
              pubkey,
            })
            const { signature } = decodePayload(SolanaSignatureResult, reply)
            outputs.push({ signedMessage: input.message, signature: decodeBase58(signature) })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: Input[]) {
          const wires = inputs.map((input, i) => {
            own(input)
            return toBase64(
              checkWireTransaction(input.transaction, inputs.length > 1 ? ` ${i + 1}` : ''),
            )
          })
          if (wires.length === 1) {
            const reply = await ask('solana_signTransaction', { transaction: wires[0] })
            const { transaction } = decodePayload(SolanaTransactionResult, reply)
            return [{ signedTransaction: fromBase64(transaction) }]
          }
          const reply = await ask('solana_signAllTransactions', { transactions: wires })
          const { transactions } = decodePayload(SolanaTransactionsResult, reply)
          if (transactions.length !== wires.length) {
            throw new AppKitError('Invalid signature', { category: 'PROVIDER_ERROR' })
          }
          return transactions.map((wire) => ({ signedTransaction: fromBase64(wire) }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: Input[]) {
          const outputs = []
          for (const input of inputs) {
            own(input)
            const transaction = toBase64(checkWireTransaction(input.transaction))
            const reply = await ask('solana_signAndSendTransaction', { transaction })
            const { signature } = decodePayload(SolanaSignatureResult, reply)
            outputs.push({ signature: decodeBase58(signature) })
          }
          return outputs
        },
      },
    },
  }
}
