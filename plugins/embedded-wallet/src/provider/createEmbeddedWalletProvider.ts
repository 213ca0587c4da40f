import { AppKitError, createStore, type Store } from '@appkit/kernel'
import { IFRAME_REQUEST_TIMEOUT_MS } from '../policies.js'
import { decodePayload } from '../protocol/decodeFrameMessage.js'
import {
  ChainIdResult,
  EmbeddedUser,
  IsConnectedResult,
  SwitchNetworkResult,
} from '../protocol/frameMessageSchema.js'
import { classifyRpcMethod } from '../rpc/RPC_METHODS.js'
import type { FrameTransport } from '../transport/createFrameTransport.js'
import { checkSendCalls } from './checkSendCalls.js'

export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

export interface EmbeddedWalletProviderOptions {
  transport: Pick<FrameTransport, 'request'>
  /** The chain to use before the user has one (the kit's active eip155 network). */
  defaultChainId: () => number
  /** Runs a not-safe request while ApproveTransaction shows the secure frame. */
  withApproval: <T>(run: () => Promise<T>) => Promise<T>
  /** A method outside the allowed list was refused (the plugin shows 'Action not allowed'). */
  onRefused?: (method: string) => void
}

export interface EmbeddedWalletState {
  user?: EmbeddedUser
  chainId?: number
}

type Listener = (payload: unknown) => void

/** The ERC-7715 methods (smart sessions), refused unless a guard lets them through. */
export type PermissionsMethod = 'wallet_grantPermissions' | 'wallet_revokePermissions'

/**
 * Checks a permissions request in the page before it goes to approval: throws (4200 when smart
 * sessions are off, -32602 naming the field for a malformed request) and returns the params to
 * send. Installed by the smart sessions registration; without one, both methods are refused.
 */
export type PermissionsGuard = (
  method: PermissionsMethod,
  params: readonly unknown[],
) => readonly unknown[]

export const SMART_SESSIONS_NOT_ENABLED_MESSAGE = 'Smart sessions are not enabled'

/** What an EIP-2255 revocation (the old way to disconnect) is answered with. */
export const NOT_A_SIGN_OUT_MESSAGE =
  'Invalid permission request: wallet_revokePermissions takes [{ permissionContext }] and does not sign out; disconnect the wallet to sign out'

/** An EIP-1193 provider over the secure frame: the AUTH connector's provider. */
export interface EmbeddedWalletProvider {
  readonly store: Store<EmbeddedWalletState>
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** The user a login returned: the next eth_requestAccounts answers with it. */
  setUser(user: EmbeddedUser): void
  /**
   * After the frame (re)loaded while a user is logged in: asks its chain (GET_CHAIN_ID) and, when
   * it is not the one this page uses, switches it back.
   */
  syncChain(): Promise<void>
  /** Asks the frame for the user again (GET_USER), e.g. once a smart account got deployed. */
  refreshUser(): Promise<EmbeddedUser | undefined>
  /** Signs the user out in the frame and forgets them: what disconnecting the wallet does. */
  disconnect(): Promise<void>
  /** Lets ERC-7715 requests through `guard` (then approval); returns its removal. */
  setPermissionsGuard(guard: PermissionsGuard): () => void
}

/** Requests that may deploy the smart account (its first batch does). */
const DEPLOYING_METHODS: ReadonlySet<string> = new Set(['eth_sendTransaction', 'wallet_sendCalls'])

function paramsOf(params: unknown): readonly unknown[] {
  return Array.isArray(params) ? params : params === undefined ? [] : [params]
}

/** `[{ eth_accounts: {} }]`: the EIP-2255 shape, not an ERC-7715 revocation. */
function isEip2255Revocation(params: readonly unknown[]): boolean {
  const [first] = params
  return typeof first === 'object' && first !== null && 'eth_accounts' in first
}

function toChainId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return Number.parseInt(value, 16)
  return undefined
}

/**
 * Routes wallet requests (spec §6): the accounts and chain come from the logged-in user; safe
 * methods go to the frame straight through; not-safe ones go through `withApproval`, where the
 * request shows inside the secure frame; anything else is refused with 'Requested RPC call is
 * not allowed'. The ERC-7715 methods pass the permissions guard first (refused without one);
 * `wallet_revokePermissions` revokes a permission, never signs out: `disconnect()` does.
 */
export function createEmbeddedWalletProvider(
  options: EmbeddedWalletProviderOptions,
): EmbeddedWalletProvider {
  const store = createStore<EmbeddedWalletState>({})
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const chainId = () => store.getState().chainId ?? options.defaultChainId()
  let permissionsGuard: PermissionsGuard | undefined

  const ask = (type: 'IS_CONNECTED' | 'GET_USER' | 'GET_CHAIN_ID', quiet = false) =>
    options.transport.request(type, {}, { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS, quiet })

  /** SWITCH_NETWORK: the frame asks the API for the user on the new chain, so it may time out. */
  const switchNetwork = async (chainId: number) =>
    decodePayload(
      SwitchNetworkResult,
      await options.transport.request(
        'SWITCH_NETWORK',
        { chainId },
        { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS },
      ),
    )

  /**
   * The logged-in user, else the one the frame restores: only when it says it is connected
   * (spec §7 'is connected'), on the chain it is on (spec §7 'chain id'). GET_USER's chainId is
   * the frame's current chain, what GET_CHAIN_ID answers: one request is enough.
   */
  async function loadUser(): Promise<EmbeddedUser | undefined> {
    const known = store.getState().user
    if (known) return known
    try {
      const { isConnected } = decodePayload(IsConnectedResult, await ask('IS_CONNECTED'))
      if (!isConnected) return undefined
      const user = decodePayload(EmbeddedUser, await ask('GET_USER'))
      store.setState({ user, chainId: user.chainId })
      return user
    } catch {
      return undefined
    }
  }

  /**
   * The user again from the frame (GET_USER); the one known so far if it does not answer. Quiet:
   * a slow answer shows no alert and reloads no frame. An answer that comes after the user
   * changed (signed out, switched chain) is not stored.
   */
  async function refreshUser(): Promise<EmbeddedUser | undefined> {
    const known = store.getState().user
    try {
      const user = decodePayload(EmbeddedUser, await ask('GET_USER', true))
      if (store.getState().user !== known) return store.getState().user
      store.setState({ user })
      return user
    } catch {
      return known
    }
  }

  /**
   * After a send from a smart account not yet deployed: the user now says it is deployed. The
   * send's result does not wait for that answer.
   */
  async function approved(method: string, params: unknown): Promise<unknown> {
    const result = await options.withApproval(() => forward(method, params))
    const user = store.getState().user
    if (
      DEPLOYING_METHODS.has(method) &&
      user?.preferredAccountType === 'smartAccount' &&
      user.smartAccountDeployed !== true
    ) {
      void refreshUser()
    }
    return result
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    return options.transport.request('RPC_REQUEST', {
      method,
      params: paramsOf(params),
      chainId: chainId(),
    })
  }

  return {
    store,
    setUser(user) {
      store.setState({ user, chainId: store.getState().chainId ?? user.chainId })
    },
    async syncChain() {
      const { user, chainId: wanted } = store.getState()
      if (!user || wanted === undefined) return
      const { chainId } = decodePayload(ChainIdResult, await ask('GET_CHAIN_ID'))
      if (chainId === wanted) return
      const reply = await switchNetwork(wanted)
      // Back on the page's chain the active account may differ (smart accounts where enabled).
      if (reply.user) store.setState({ user: reply.user })
    },
    refreshUser,
    async disconnect() {
      await options.transport.request('SIGN_OUT', {})
      store.setState({ user: undefined })
    },
    setPermissionsGuard(guard) {
      permissionsGuard = guard
      return () => {
        if (permissionsGuard === guard) permissionsGuard = undefined
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts': {
          const user = await loadUser()
          if (!user) {
            throw new AppKitError('Failed to connect', { category: 'PROVIDER_ERROR', code: 4100 })
          }
          return [user.address]
        }
        case 'eth_accounts': {
          const user = await loadUser()
          return user ? [user.address] : []
        }
        case 'eth_chainId':
          return `0x${chainId().toString(16)}`
        case 'wallet_switchEthereumChain': {
          const [target] = paramsOf(params)
          const next = toChainId((target as { chainId?: unknown } | undefined)?.chainId)
          if (next === undefined) {
            throw new AppKitError('Chain is not supported', {
              category: 'PROVIDER_ERROR',
              code: -32602,
            })
          }
          const reply = await switchNetwork(next)
          // The page follows the chain the frame says it is on, and the user it answers there:
          // the active account may differ (smart accounts only where enabled). The chain first:
          // the new user's accounts would otherwise land on the old chain (accountsChanged).
          const now = reply.chainId
          store.setState({ chainId: now })
          emit('chainChanged', `0x${now.toString(16)}`)
          if (reply.user) store.setState({ user: reply.user })
          if (now !== next) {
            throw new AppKitError('Chain is not supported', {
              category: 'PROVIDER_ERROR',
              code: 4901,
              details: `The embedded wallet stayed on chain ${now}`,
            })
          }
          return null
        }
        case 'wallet_grantPermissions':
        case 'wallet_revokePermissions': {
          // Refused in the page: nothing reaches the secure frame.
          const given = paramsOf(params)
          if (method === 'wallet_revokePermissions' && isEip2255Revocation(given)) {
            throw new AppKitError(NOT_A_SIGN_OUT_MESSAGE, {
              category: 'VALIDATION_ERROR',
              code: -32602,
            })
          }
          if (!permissionsGuard) {
            throw new AppKitError(SMART_SESSIONS_NOT_ENABLED_MESSAGE, {
              category: 'PROVIDER_ERROR',
              code: 4200,
            })
          }
          return approved(method, permissionsGuard(method, given))
        }
      }
      // Refused in the page: a malformed batch never reaches the secure frame.
      if (method === 'wallet_sendCalls') checkSendCalls(paramsOf(params))
      const kind = classifyRpcMethod(method)
      if (kind === 'safe') return forward(method, params)
      if (kind === 'approval') return approved(method, params)
      options.onRefused?.(method)
      throw new AppKitError(RPC_NOT_ALLOWED_MESSAGE, {
        category: 'PROVIDER_ERROR',
        code: 4200,
        details: `The embedded wallet does not answer ${method}`,
      })
    },
  }
}
