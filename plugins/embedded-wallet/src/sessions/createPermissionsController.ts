import { AppKitError, createStore, type Store, toAppKitError } from '@appkit/kernel'
import { LOAD_PERMISSIONS_FAILED, type SessionsClient } from './createSessionsClient.js'
import type { TokenInfo } from './describePermission.js'
import type { Session } from './permissionSchemas.js'

export interface PermissionsState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The active sessions, as the API last listed them. */
  sessions: readonly Session[]
  /**
   * Why the list could not be loaded: 'Could not load permissions', with the server's reason as
   * `details` when it gives one (the view words it in the visitor's locale).
   */
  error: AppKitError | undefined
  /** The session being revoked. */
  revoking: string | undefined
  /** Why the last revoke failed (the wallet's refusal, or 'Could not revoke permission'). */
  revokeError: AppKitError | undefined
  /** ERC-20 symbols and decimals read so far, by lowercase address. */
  tokens: Readonly<Record<string, TokenInfo>>
}

export interface PermissionsAccount {
  /** CAIP-10, e.g. 'eip155:31337:0xabc…'. */
  caip10: string
  chainId: number
}

export interface PermissionsControllerOptions {
  client: SessionsClient
  /** The connected smart account; undefined when there is none. */
  account: () => PermissionsAccount | undefined
  /** The embedded wallet's provider: the revocation goes through its approval. */
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
  /** An ERC-20's symbol and decimals (undefined when unknown). */
  tokenInfo: (token: string) => Promise<TokenInfo | undefined>
}

export interface PermissionsController {
  readonly store: Store<PermissionsState>
  /** Lists the account's active sessions. */
  load(): Promise<void>
  /**
   * wallet_revokePermissions through the provider (approval in the secure frame), then POST
   * sessions/{id}/revoke, then the list again. Failures land in `revokeError`; never throws.
   */
  revoke(sessionId: string): Promise<void>
}

const INITIAL: PermissionsState = {
  status: 'idle',
  sessions: [],
  error: undefined,
  revoking: undefined,
  revokeError: undefined,
  tokens: {},
}

/** The code of a load or a revoke refused because no smart account is connected. */
export const NO_SMART_ACCOUNT_CODE = 'NO_SMART_ACCOUNT'
/** A revoke's refusal without a connected smart account. */
export const NO_SMART_ACCOUNT_MESSAGE = 'No smart account is connected'

/** What the Permissions view drives: the account's active sessions and their revocation. */
export function createPermissionsController(
  options: PermissionsControllerOptions,
): PermissionsController {
  const store = createStore<PermissionsState>(INITIAL)
  let loads = 0

  async function readTokens(sessions: readonly Session[]) {
    const known = store.getState().tokens
    const wanted = new Set<string>()
    for (const session of sessions) {
      for (const permission of session.permissions) {
        if (permission.type !== 'erc20-recurring-allowance') continue
        const token = permission.data.token.toLowerCase()
        if (!(token in known)) wanted.add(token)
      }
    }
    for (const token of wanted) {
      const info = await options.tokenInfo(token)
      if (info)
        store.setState((state) => ({ ...state, tokens: { ...state.tokens, [token]: info } }))
    }
  }

  async function load() {
    const load = ++loads
    const account = options.account()
    if (!account) {
      store.setState({
        status: 'error',
        sessions: [],
        error: new AppKitError(LOAD_PERMISSIONS_FAILED, {
          category: 'VALIDATION_ERROR',
          code: NO_SMART_ACCOUNT_CODE,
          details: 'no smart account is connected',
        }),
      })
      return
    }
    store.setState({ status: 'loading', error: undefined })
    try {
      const sessions = await options.client.list(account.caip10)
      if (load !== loads) return
      const active = sessions.filter((session) => session.status === 'active')
      store.setState({ status: 'ready', sessions: active })
      await readTokens(active)
    } catch (error) {
      if (load === loads) store.setState({ status: 'error', error: toAppKitError(error) })
    }
  }

  async function revoke(sessionId: string) {
    const account = options.account()
    if (store.getState().revoking) return
    store.setState({ revoking: sessionId, revokeError: undefined })
    try {
      if (!account)
        throw new AppKitError(NO_SMART_ACCOUNT_MESSAGE, {
          category: 'VALIDATION_ERROR',
          code: NO_SMART_ACCOUNT_CODE,
        })
      await options.request({
        method: 'wallet_revokePermissions',
        params: [{ permissionContext: sessionId, chainId: `0x${account.chainId.toString(16)}` }],
      })
      await options.client.revoke(account.caip10, sessionId)
    } catch (error) {
      store.setState({ revokeError: toAppKitError(error) })
    } finally {
      store.setState({ revoking: undefined })
    }
    await load()
  }

  return { store, load, revoke }
}
