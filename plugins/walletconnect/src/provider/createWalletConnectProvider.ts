import {
  AppKitError,
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnsupportedProviderMethodError,
} from '@appkit/kernel'
import type { PairingStore } from '../pairing/createPairingStore.js'
import { PAIRING_URI_TIMEOUT_MS, SWITCH_CHAIN_SESSION_UPDATE_TIMEOUT_MS } from '../policies.js'
import type { NamespaceRequests } from '../session/buildOptionalNamespaces.js'
import type { SessionHintStore } from '../session/createSessionHint.js'
import { toChainId, toHexChainId } from './chainIds.js'
import { createPairingRound, type PairingRound, type PairingTimers } from './createPairingRound.js'
import { retirePairing } from './retirePairing.js'
import { evmAddresses, sessionAccounts, sessionChains, sessionMethods } from './sessionAccounts.js'
import { isRejection, toWalletConnectError } from './toWalletConnectError.js'
import type { SessionLike, UniversalProviderLike } from './UniversalProviderLike.js'

export type WalletConnectListener = (payload: unknown) => void

export type WalletConnectTimers = PairingTimers

export interface WalletConnectProviderOptions {
  /** Loads and initialises the WalletConnect library; called on first use only. */
  load: () => Promise<UniversalProviderLike>
  pairing: PairingStore
  /** The session proposal's namespaces, read each time a pairing starts. */
  optionalNamespaces: () => NamespaceRequests
  /** The eip155 chain to start on, when the wallet approved it (the kit's active network). */
  preferredChainId?: () => number | undefined
  sessionHint: SessionHintStore
  /**
   * Replace an expired URI at once (default true, as the best peers do); when false the pairing
   * stays 'expired' until `refreshPairing()`.
   */
  autoRefresh?: boolean
  /** How long to wait for a URI before reporting the relay unreachable. */
  uriTimeoutMs?: number
  /** How long a switch to a chain the session lacks waits for the wallet's session_update. */
  switchTimeoutMs?: number
  now?: () => number
  timers?: WalletConnectTimers
}

/** The EIP-1193 provider of the WalletConnect connector, plus the session controls. */
export interface WalletConnectProvider {
  readonly isWalletConnect: true
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: WalletConnectListener): WalletConnectProvider
  removeListener(event: string, listener: WalletConnectListener): WalletConnectProvider
  /** A request to another namespace of the session, e.g. `solana_signMessage` on 'solana:<ref>'. */
  requestOn(chain: string, args: { method: string; params?: unknown }): Promise<unknown>
  /** The session's CAIP-10 accounts of a namespace; empty without a session. */
  sessionAccounts(namespace: string): string[]
  /** The methods the session's wallet allows in a namespace; empty without a session. */
  sessionMethods(namespace: string): string[]
  /** Pairs unless a session exists (the same attempt as `eth_requestAccounts`). */
  pair(): Promise<void>
  /**
   * Whether the waiting (or next) attempt is shown in the generic QR view rather than a listed
   * wallet's view; the session it makes keeps it (`isBasicSession`). Reset when the attempt ends.
   */
  setBasicPairing(basic: boolean): void
  /** True while the session was paired from the generic QR view (basic WalletConnect mode). */
  isBasicSession(): boolean
  /**
   * A returning visitor: true when a session exists, loading the library only when the kit's
   * storage says one was left (no prompt, no pairing).
   */
  restore(): Promise<boolean>
  /**
   * Called whenever the session changes for any namespace: adopted, updated by the wallet
   * (session_update), or ended (by either side). Returns the unsubscribe.
   */
  onSessionChanged(listener: () => void): () => void
  /** True while a connection attempt waits for a wallet. */
  isPairing(): boolean
  /** Drops the current URI and offers a fresh one to the same waiting request. */
  refreshPairing(): void
  /** Ends the waiting attempt: its eth_requestAccounts rejects with 'Modal closed'. */
  cancelPairing(): void
  /** The loaded library (loads it if needed), for what the facade does not cover. */
  universalProvider(): Promise<UniversalProviderLike>
  destroy(): void
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const DISCONNECT_METHODS = new Set(['wallet_revokePermissions', 'wallet_disconnect'])

function modalClosed(): AppKitError {
  return new AppKitError('Modal closed', { category: 'PROVIDER_ERROR', code: 'MODAL_CLOSED' })
}

/** What went wrong, when the error says; else none (the view shows 'Something went wrong'). */
function errorText(error: unknown): string | undefined {
  if (error instanceof AppKitError) return error.shortMessage
  if (error instanceof Error) return error.message
  const message = (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : undefined
}

/**
 * An EIP-1193 facade over WalletConnect's UniversalProvider, which it loads only on first use
 * (connect, or restoring a session the hint says exists). `eth_requestAccounts` pairs: the
 * URI goes to the pairing store (replaced when it expires, spec §4), and resolves with the
 * session's accounts once the wallet approves. Other wallet requests go to the session on
 * `eip155:<current chain>`; the wallet's events (accountsChanged, chainChanged,
 * session_update, session_delete) come out as the EIP-1193 events the eip155 adapter watches.
 *
 * @example
 * const provider = createWalletConnectProvider({ load, pairing, optionalNamespaces, sessionHint })
 * const accounts = await provider.request({ method: 'eth_requestAccounts' })
 */
export function createWalletConnectProvider(
  options: WalletConnectProviderOptions,
): WalletConnectProvider {
  const now = options.now ?? Date.now
  const timers: WalletConnectTimers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  }
  const { pairing, sessionHint } = options
  const listeners = new Map<string, Set<WalletConnectListener>>()
  const sessionListeners = new Set<() => void>()
  const detach: (() => void)[] = []

  let up: UniversalProviderLike | undefined
  let loading: Promise<UniversalProviderLike> | undefined
  let session: SessionLike | undefined
  let chainId: number | undefined
  let basicPairing = false
  let basicSession = false
  let pending: Promise<void> | undefined
  let abortAttempt: ((error: unknown) => void) | undefined
  let round: PairingRound | undefined
  let destroyed = false

  function emit(event: string, payload: unknown) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch {
        // A throwing listener must not stop the others.
      }
    }
  }

  function sessionChanged() {
    for (const listener of [...sessionListeners]) {
      try {
        listener()
      } catch {
        // A throwing listener must not stop the others.
      }
    }
  }

  // ---------- library and session ----------

  function ensureLoaded(): Promise<UniversalProviderLike> {
    loading ??= options.load().then(
      (provider) => {
        if (!up) attach(provider)
        up = provider
        return provider
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  function listen(provider: UniversalProviderLike, event: string, listener: WalletConnectListener) {
    provider.on(event, listener)
    detach.push(() => provider.removeListener(event, listener))
  }

  function attach(provider: UniversalProviderLike) {
    listen(provider, 'display_uri', (uri) => {
      if (typeof uri === 'string' && uri.startsWith('wc:')) round?.offered(uri)
    })
    listen(provider, 'accountsChanged', (accounts) => {
      if (!session || !Array.isArray(accounts)) return
      const evm = accounts.filter((a): a is string => typeof a === 'string' && EVM_ADDRESS.test(a))
      // Another namespace's accounts (solana) are no eip155 change: never read them as 'none'.
      if (evm.length > 0) emit('accountsChanged', evm)
    })
    listen(provider, 'chainChanged', (value) => {
      const next = toChainId(value)
      if (session && next !== undefined) setChain(next)
    })
    listen(provider, 'session_update', () => {
      if (!session || !provider.session) return
      session = provider.session
      const approved = approvedChainIds()
      if (chainId === undefined || !approved.includes(chainId)) {
        const first = approved[0]
        if (first !== undefined) setChain(first)
      }
      emit('accountsChanged', evmAddresses(session, chainId))
      sessionChanged()
    })
    const ended = () => {
      if (!session) return
      endSession()
      emit('disconnect', {
        code: ProviderDisconnectedError.code,
        message: 'Session ended by the wallet',
      })
    }
    listen(provider, 'session_delete', ended)
    listen(provider, 'disconnect', ended)
  }

  function approvedChainIds(): number[] {
    return sessionChains(session, 'eip155')
      .map(toChainId)
      .filter((id): id is number => id !== undefined)
  }

  function writeHint() {
    if (!session) return
    sessionHint.write({
      topic: session.topic,
      ...(chainId === undefined ? {} : { chainId }),
      ...(basicSession ? { basic: true } : {}),
    })
  }

  function setChain(next: number) {
    if (next === chainId) return
    chainId = next
    writeHint()
    emit('chainChanged', toHexChainId(next))
  }

  /**
   * Takes the library's session as ours, on the preferred chain when the wallet approved it.
   * `basic`: paired from the generic QR view (a restored session: as its hint says).
   */
  function adoptSession(provider: UniversalProviderLike, basic: boolean): boolean {
    const current = provider.session
    if (!current) return false
    session = current
    basicSession = basic
    const approved = approvedChainIds()
    const candidates = [options.preferredChainId?.(), sessionHint.read()?.chainId, approved[0]]
    chainId = candidates.find((id) => id !== undefined && approved.includes(id))
    if (chainId !== undefined) {
      try {
        provider.setDefaultChain(`eip155:${chainId}`)
      } catch {
        // The library's own default chain stays; requests name the chain explicitly anyway.
      }
    }
    writeHint()
    sessionChanged()
    return true
  }

  function restoredAsBasic(): boolean {
    return sessionHint.read()?.basic === true
  }

  function endSession() {
    const had = session !== undefined
    session = undefined
    chainId = undefined
    basicSession = false
    sessionHint.clear()
    if (had) sessionChanged()
  }

  // ---------- pairing ----------

  function nextRound(provider: UniversalProviderLike): Promise<'session' | 'refresh'> {
    const current = createPairingRound({
      connect: () => provider.connect({ optionalNamespaces: options.optionalNamespaces() }),
      adopt: () => adoptSession(provider, basicPairing),
      pairing,
      autoRefresh: options.autoRefresh ?? true,
      uriTimeoutMs: options.uriTimeoutMs ?? PAIRING_URI_TIMEOUT_MS,
      now,
      timers,
    })
    round = current
    current.start()
    return current.result
  }

  async function runAttempt(): Promise<void> {
    const aborted = new Promise<never>((_, reject) => {
      abortAttempt = reject
    })
    aborted.catch(() => undefined)
    pairing.begin()
    // This attempt's latest pairing (never an earlier attempt's, whose pairing may be in use).
    let latest: PairingRound | undefined
    try {
      const provider = await Promise.race([ensureLoaded(), aborted])
      if (!provider.session || !adoptSession(provider, restoredAsBasic())) {
        // Expired or refreshed: each new round offers a fresh URI, and the old one is retired.
        for (;;) {
          const result = nextRound(provider)
          latest = round
          if ((await Promise.race([result, aborted])) !== 'refresh') break
          void retirePairing(provider, latest?.uri)
        }
      }
      pairing.reset()
    } catch (error) {
      if (error instanceof AppKitError && error.code === 'MODAL_CLOSED') {
        pairing.reset()
        if (up && latest) void retirePairing(up, latest.uri)
      } else if (isRejection(error)) pairing.reject()
      else pairing.fail(errorText(error))
      throw error
    } finally {
      abortAttempt = undefined
      basicPairing = false
    }
  }

  function connectSession(): Promise<void> {
    pending ??= runAttempt().finally(() => {
      pending = undefined
    })
    return pending
  }

  // ---------- requests ----------

  async function requestAccounts(): Promise<string[]> {
    if (!session) await connectSession()
    return evmAddresses(session, chainId)
  }

  async function restore(): Promise<boolean> {
    if (session) return true
    if (!up && !sessionHint.read()) return false
    const provider = await ensureLoaded()
    if (!session && !pending && !(provider.session && adoptSession(provider, restoredAsBasic()))) {
      sessionHint.clear()
      return false
    }
    return session !== undefined
  }

  async function accounts(): Promise<string[]> {
    return (await restore()) ? evmAddresses(session, chainId) : []
  }

  /**
   * Ends the session for every namespace: the solana side hears it through `onSessionChanged`,
   * the eip155 side through 'disconnect' (a no-op for a family the kit already let go).
   */
  async function disconnect(): Promise<null> {
    const provider = up
    const had = session !== undefined
    endSession()
    if (provider && had) await provider.disconnect().catch(() => undefined)
    if (had) {
      emit('disconnect', { code: ProviderDisconnectedError.code, message: 'Session disconnected' })
    }
    return null
  }

  function hasRpcUrl(namespace: string, reference: string): boolean {
    return Boolean(options.optionalNamespaces()[namespace]?.rpcMap?.[reference])
  }

  /** A session request on `namespace:reference`; reads need an RPC URL of ours for that chain. */
  async function sessionRequest(
    namespace: string,
    reference: string,
    args: { method: string; params?: unknown },
  ): Promise<unknown> {
    if (!session || !up) throw new ProviderDisconnectedError()
    const walletMethod = sessionMethods(session, namespace).includes(args.method)
    if (!walletMethod && !hasRpcUrl(namespace, reference)) {
      throw new UnsupportedProviderMethodError({
        message: `${args.method} is neither approved by the wallet nor readable from a configured RPC URL for ${namespace}:${reference}`,
      })
    }
    try {
      return await up.request(args, `${namespace}:${reference}`)
    } catch (error) {
      throw toWalletConnectError(error)
    }
  }

  async function switchChain(args: { method: string; params?: unknown }): Promise<null> {
    if (!session || chainId === undefined) throw new ProviderDisconnectedError()
    const target = toChainId(
      (Array.isArray(args.params) ? (args.params[0] as { chainId?: unknown }) : undefined)?.chainId,
    )
    if (target === undefined) {
      throw new AppKitError('Invalid chain id', { category: 'VALIDATION_ERROR', code: -32602 })
    }
    const approved = approvedChainIds().includes(target)
    if (!approved && !sessionMethods(session, 'eip155').includes('wallet_switchEthereumChain')) {
      // 4902: the eip155 adapter then asks the wallet to add the chain.
      throw new SwitchChainError({ message: `The session has no eip155:${target}` })
    }
    await sessionRequest('eip155', String(chainId), {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: toHexChainId(target) }],
    })
    // Requests can only go to a chain the session approves: the wallet saying yes is not enough.
    if (!approved) await sessionApproves(target)
    setChain(target)
    return null
  }

  /** Resolves once the session approves `target` (the wallet's session_update), else 4901. */
  function sessionApproves(target: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let handle: unknown
      const settle = (error?: unknown) => {
        stop()
        timers.clearTimeout(handle)
        if (error === undefined) resolve()
        else reject(error)
      }
      const check = () => {
        if (!session) settle(new ProviderDisconnectedError())
        else if (approvedChainIds().includes(target)) settle()
      }
      sessionListeners.add(check)
      const stop = () => sessionListeners.delete(check)
      handle = timers.setTimeout(
        () =>
          settle(
            new ChainDisconnectedError({
              message: `The wallet accepted the switch but its session has no eip155:${target}`,
            }),
          ),
        options.switchTimeoutMs ?? SWITCH_CHAIN_SESSION_UPDATE_TIMEOUT_MS,
      )
      check()
    })
  }

  async function request(args: { method: string; params?: unknown }): Promise<unknown> {
    if (destroyed) throw new ProviderDisconnectedError()
    switch (args.method) {
      case 'eth_requestAccounts':
        return requestAccounts()
      case 'eth_accounts':
        return accounts()
      case 'eth_chainId':
        if (chainId === undefined) throw new ProviderDisconnectedError()
        return toHexChainId(chainId)
      case 'wallet_switchEthereumChain':
        return switchChain(args)
      default:
        if (DISCONNECT_METHODS.has(args.method)) return disconnect()
        if (chainId === undefined) throw new ProviderDisconnectedError()
        return sessionRequest('eip155', String(chainId), args)
    }
  }

  const provider: WalletConnectProvider = {
    isWalletConnect: true,
    request,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    requestOn(chain, args) {
      const [namespace, reference] = chain.split(':')
      if (!namespace || !reference) {
        return Promise.reject(
          new AppKitError(`Invalid CAIP-2 network id: ${chain}`, { category: 'VALIDATION_ERROR' }),
        )
      }
      return sessionRequest(namespace, reference, args)
    },
    sessionAccounts: (namespace) => sessionAccounts(session, namespace),
    sessionMethods: (namespace) => sessionMethods(session, namespace),
    async pair() {
      if (destroyed) throw new ProviderDisconnectedError()
      if (!session) await connectSession()
    },
    setBasicPairing(basic) {
      basicPairing = basic
    },
    isBasicSession: () => session !== undefined && basicSession,
    restore,
    onSessionChanged(listener) {
      sessionListeners.add(listener)
      return () => sessionListeners.delete(listener)
    },
    isPairing: () => pending !== undefined,
    refreshPairing() {
      round?.refresh()
    },
    cancelPairing() {
      const error = modalClosed()
      abortAttempt?.(error)
      round?.cancel(error)
    },
    universalProvider: ensureLoaded,
    destroy() {
      destroyed = true
      provider.cancelPairing()
      for (const undo of detach.splice(0)) undo()
      listeners.clear()
      sessionListeners.clear()
    },
  }
  return provider
}
