import type { NamespaceRequests } from '../session/buildOptionalNamespaces.js'

/** One namespace of an approved session: CAIP-10 accounts and what the wallet allows. */
export interface SessionNamespaceLike {
  accounts: string[]
  methods: string[]
  events: string[]
  chains?: string[]
}

export interface SessionLike {
  topic: string
  namespaces: Record<string, SessionNamespaceLike>
}

export interface ConnectParamsLike {
  optionalNamespaces: NamespaceRequests
}

export type UniversalProviderListener = (payload: unknown) => void

/**
 * The part of `@walletconnect/universal-provider`'s UniversalProvider the plugin uses. The
 * real class satisfies it; tests use a test double of this shape.
 */
export interface UniversalProviderLike {
  session?: SessionLike | undefined
  /** Pairs (emitting 'display_uri' with the URI) and resolves with the approved session. */
  connect(params: ConnectParamsLike): Promise<unknown>
  /** A request to the session on `chain` ('eip155:1', 'solana:...'). */
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  disconnect(): Promise<void>
  setDefaultChain(chain: string, rpcUrl?: string): void
  on(event: string, listener: UniversalProviderListener): void
  removeListener(event: string, listener: UniversalProviderListener): void
}
