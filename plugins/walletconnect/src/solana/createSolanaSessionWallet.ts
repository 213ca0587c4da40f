import { AppKitError } from '@appkit/kernel'
import { isString, struct } from '@appkit/kernel/guards'
import { base58, base64 } from '@scure/base'
import type { WalletConnectProvider } from '../provider/createWalletConnectProvider.js'
import { type SolanaSessionAccount, solanaSessionAccounts } from './solanaSessionAccounts.js'

type SessionSource = Pick<
  WalletConnectProvider,
  'pair' | 'restore' | 'request' | 'requestOn' | 'sessionAccounts' | 'sessionMethods'
> & { onSessionChanged(listener: () => void): () => void }

export interface SolanaSessionWalletOptions {
  provider: SessionSource
  /** The CAIP-2 id of the kit's solana network, used when the account was approved on it. */
  preferredChain?: () => string | undefined
}

type ChangeListener = (properties: { accounts: readonly SolanaSessionAccount[] }) => void
type AccountInput = { account: { address: string } }

/** The wallet's answer to solana_signMessage / solana_signAndSendTransaction. */
const isSignatureResult = struct({ signature: isString })
/** solana_signTransaction: the signed transaction (base64), with or without its signature. */
const isSignedTransactionResult = struct({ transaction: isString }, { signature: isString })

const WALLET_CONNECT_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%233396ff'/%3E%3Cpath d='M9 13c4-4 10-4 14 0l-1.5 1.5c-3-3-8-3-11 0zm-3 3 2-2 4 4 4-4 4 4 4-4 2 2-6 6-4-4-4 4z' fill='%23fff'/%3E%3C/svg%3E"

const BASE_FEATURES = ['standard:connect', 'standard:disconnect', 'standard:events'] as const

function invalidAnswer(method: string, details: string): AppKitError {
  return new AppKitError('Invalid signature', {
    category: 'PROVIDER_ERROR',
    details: `The wallet's answer to ${method} ${details}`,
  })
}

function signatureOf(method: string, result: unknown): Uint8Array {
  if (!isSignatureResult(result)) throw invalidAnswer(method, 'has no signature')
  let signature: Uint8Array
  try {
    signature = base58.decode(result.signature)
  } catch {
    throw invalidAnswer(method, 'is not base58')
  }
  if (signature.length !== 64) throw invalidAnswer(method, 'is not a 64-byte ed25519 signature')
  return signature
}

/**
 * The Solana side of a WalletConnect session as a Wallet Standard wallet, so that the solana
 * namespace connects, signs and sends through the session exactly as it does through a browser
 * wallet. `standard:connect` pairs (or, silently, restores a stored session) and answers the
 * session's solana accounts; `solana:signMessage`, `solana:signTransaction` and
 * `solana:signAndSendTransaction` become the WalletConnect requests of the same names (base58
 * message and signature, base64 transaction) on the account's approved chain; the signing
 * features are offered only when the wallet approved their method. Every change of the session
 * (session_update, session_delete, a disconnect by either side) is a `standard:events` change.
 *
 * @example
 * const wallet = createSolanaSessionWallet({ provider })
 * registry.addConnector({ id: 'walletConnect:solana', type: 'WALLET_CONNECT', chain: 'solana', provider: wallet, name })
 */
export function createSolanaSessionWallet(options: SolanaSessionWalletOptions) {
  const { provider } = options
  const listeners = new Set<ChangeListener>()

  function accounts(): SolanaSessionAccount[] {
    return solanaSessionAccounts(provider.sessionAccounts('solana'), features())
  }

  function features(): string[] {
    const methods = provider.sessionMethods('solana')
    return [
      ...BASE_FEATURES,
      ...['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'].filter(
        (feature) => methods.includes(feature.replace(':', '_')),
      ),
    ]
  }

  /** The session account for an input, and the chain to ask on. */
  function target(input: AccountInput): { account: SolanaSessionAccount; chain: string } {
    const address = input?.account?.address
    const account = accounts().find((candidate) => candidate.address === address)
    if (!account) {
      throw new AppKitError('Account not found', {
        category: 'PROVIDER_ERROR',
        details: `The WalletConnect session has no Solana account ${String(address)}`,
      })
    }
    const preferred = options.preferredChain?.()
    const chain =
      preferred && account.chains.includes(preferred) ? preferred : (account.chains[0] as string)
    return { account, chain }
  }

  provider.onSessionChanged(() => {
    const current = accounts()
    for (const listener of [...listeners]) listener({ accounts: current })
  })

  async function signMessage(...inputs: (AccountInput & { message: Uint8Array })[]) {
    const outputs = []
    for (const input of inputs) {
      const { account, chain } = target(input)
      const result = await provider.requestOn(chain, {
        method: 'solana_signMessage',
        params: { message: base58.encode(input.message), pubkey: account.address },
      })
      outputs.push({
        signedMessage: input.message,
        signature: signatureOf('solana_signMessage', result),
      })
    }
    return outputs
  }

  async function signTransaction(...inputs: (AccountInput & { transaction: Uint8Array })[]) {
    const outputs = []
    for (const input of inputs) {
      const { chain } = target(input)
      const result = await provider.requestOn(chain, {
        method: 'solana_signTransaction',
        params: { transaction: base64.encode(input.transaction) },
      })
      // A wallet answering only { signature } leaves the app to splice it in: not supported.
      if (!isSignedTransactionResult(result)) {
        throw invalidAnswer('solana_signTransaction', 'has no signed transaction')
      }
      let signedTransaction: Uint8Array
      try {
        signedTransaction = base64.decode(result.transaction)
      } catch {
        throw invalidAnswer('solana_signTransaction', 'is not base64')
      }
      outputs.push({ signedTransaction })
    }
    return outputs
  }

  async function signAndSendTransaction(...inputs: (AccountInput & { transaction: Uint8Array })[]) {
    const outputs = []
    for (const input of inputs) {
      const { chain } = target(input)
      const result = await provider.requestOn(chain, {
        method: 'solana_signAndSendTransaction',
        params: { transaction: base64.encode(input.transaction) },
      })
      outputs.push({ signature: signatureOf('solana_signAndSendTransaction', result) })
    }
    return outputs
  }

  const all: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        if (input?.silent) {
          if (!(await provider.restore())) return { accounts: [] }
        } else {
          await provider.pair()
        }
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        await provider.request({ method: 'wallet_disconnect' })
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event: string, listener: ChangeListener) {
        if (event !== 'change') return () => undefined
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': { version: '1.0.0', signMessage },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction,
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction,
    },
  }

  return {
    version: '1.0.0' as const,
    name: 'WalletConnect',
    icon: WALLET_CONNECT_ICON,
    get chains(): string[] {
      return [...new Set(accounts().flatMap((account) => account.chains))]
    },
    get accounts(): SolanaSessionAccount[] {
      return accounts()
    },
    get features(): Readonly<Record<string, unknown>> {
      return Object.fromEntries(features().map((name) => [name, all[name]]))
    },
  }
}

export type SolanaSessionWallet = ReturnType<typeof createSolanaSessionWallet>
