import { AppKitError, createStore, type Store } from '@appkit/kernel'
import { IFRAME_REQUEST_TIMEOUT_MS } from '../policies.js'
import { decodePayload } from '../protocol/decodeFrameMessage.js'
import { EmbeddedUser } from '../protocol/frameMessageSchema.js'
import { classifyRpcMethod } from '../rpc/RPC_METHODS.js'
import type { FrameTransport } from '../transport/createFrameTransport.js'

export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

export interface EmbeddedWalletProviderOptions {
  transport: Pick<FrameTransport, 'request'>
  /** The chain to use before the user has one (the kit's active eip155 network). */
  defaultChainId: () => number
  /** Runs a not-safe request while ApproveTransaction shows the secure frame. */
  withApproval: <T>(run: () => Promise<T>) => Promise<T>
}

export interface EmbeddedWalletState {
  user?: EmbeddedUser
  chainId?: number
}

type Listener = (payload: unknown) => void

/** An EIP-1193 provider over the secure frame: the AUTH connector's provider. */
export interface EmbeddedWalletProvider {
  readonly store: Store<EmbeddedWalletState>
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** The user a login returned: the next eth_requestAccounts answers with it. */
  setUser(user: EmbeddedUser): void
}

function paramsOf(params: unknown): readonly unknown[] {
  return Array.isArray(params) ? params : params === undefined ? [] : [params]
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
 * not allowed'. `wallet_revokePermissions` (what disconnecting sends) signs the user out.
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

  async function loadUser(): Promise<EmbeddedUser | undefined> {
    const known = store.getState().user
    if (known) return known
    try {
      const payload = await options.transport.request(
        'GET_USER',
        {},
        {
          timeoutMs: IFRAME_REQUEST_TIMEOUT_MS,
        },
      )
      const user = decodePayload(EmbeddedUser, payload)
      store.setState({ user, chainId: store.getState().chainId ?? user.chainId })
      return user
    } catch {
      return undefined
    }
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
          await options.transport.request('SWITCH_NETWORK', { chainId: next })
          store.setState({ chainId: next })
          emit('chainChanged', `0x${next.toString(16)}`)
          return null
        }
        case 'wallet_revokePermissions': {
          await options.transport.request('SIGN_OUT', {})
          store.setState({ user: undefined })
          return null
        }
      }
      const kind = classifyRpcMethod(method)
      if (kind === 'safe') return forward(method, params)
      if (kind === 'approval') return options.withApproval(() => forward(method, params))
      throw new AppKitError(RPC_NOT_ALLOWED_MESSAGE, {
        category: 'PROVIDER_ERROR',
        code: 4200,
        details: `The embedded wallet does not answer ${method}`,
      })
    },
  }
}
