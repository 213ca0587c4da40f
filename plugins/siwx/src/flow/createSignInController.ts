import {
  AppKitError,
  type CaipNetwork,
  type ChainNamespace,
  createStore,
  type DisconnectedInfo,
  getConnector,
  getNetworksOf,
  type OpeningInputs,
  type PluginContext,
  RequestAbortedError,
} from '@appkit/kernel'
import { createMessageData } from '../message/createMessageData.js'
import { formatSiwxMessage } from '../message/formatSiwxMessage.js'
import { generateNonce } from '../message/generateNonce.js'
import type { SiwxSession } from '../message/SiwxMessageData.js'
import { SIWX_ERRORS, SIWX_PLUGIN_NAME, SIWX_VIEW } from '../SIWX_TEXTS.js'
import type { SiwxStorage } from '../storage/SiwxStorage.js'
import { refusalReasonOf } from '../verify/siwxRefusal.js'
import { createCheckQueue } from './createCheckQueue.js'
import { type ActiveAccount, readActiveAccount, sameAccount } from './readActiveAccount.js'
import type { SiwxController, SiwxState } from './SiwxController.js'

/** Timers cap: setTimeout's delay is a signed 32-bit number of milliseconds. */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface SignInControllerConfig {
  required: boolean
  signOutOnDisconnect: boolean
  storage: SiwxStorage
  /** Whether sign-in applies to the family (its sessions can be verified), asked each time. */
  supports: (namespace: ChainNamespace) => boolean
  domain: string
  uri: string
  statement?: string | undefined
  resources?: readonly string[] | undefined
  /** Each message's Not Before, from its Issued At. */
  notBefore?: ((issuedAt: number) => Date) | undefined
  /** Each message's Request ID. */
  requestId?: (() => string) | undefined
  expiresInMs?: number | undefined
  now: () => number
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/** What the sign-in flow uses of the siwx plugin's context. */
export type SignInContext = Pick<
  PluginContext,
  | 'hooks'
  | 'register'
  | 'registry'
  | 'router'
  | 'alerts'
  | 'logger'
  | 'open'
  | 'close'
  | 'adapter'
  | 'signMessage'
  | 'switchNetwork'
  | 'disconnect'
>

/**
 * The sign-in flow of spec §4 over one plugin context. After a connection (and on reconnect,
 * account or network change), when the family is supported, the network is configured and the
 * account has no session there, it opens SIWXSignMessage. It registers the router's opening
 * inputs (`context.register.openingInputs`): closing the sign view is refused while sign-in is
 * required and no session exists.
 */
export function createSignInController(context: SignInContext, config: SignInControllerConfig) {
  const store = createStore<SiwxState>({ status: 'idle', session: undefined, error: undefined })
  /** What the router's closing rule reads (registered as opening inputs once started). */
  const openingInputs = createStore<OpeningInputs>({ isSignInRequired: false, hasSessions: false })
  /** The network each family last signed in on, for 'switch back to the last signed network'. */
  const lastSigned = new Map<ChainNamespace, CaipNetwork>()
  /** The last connected address of each family: disconnect signs that account out. */
  const knownAddresses = new Map<ChainNamespace, string>()
  let expiryTimer: { handle: unknown } | undefined
  let pendingSignIn: Promise<SiwxSession> | undefined
  /**
   * The current sign-in attempt. Cancel and disconnect move it on, so a signature the wallet
   * returns afterwards belongs to a stale attempt and is never stored: the user said no.
   */
  let attempt = 0
  /** The newest attempt whose session was stored and kept. */
  let lastStoredAttempt = 0
  let checkedAccount: ActiveAccount | undefined
  let stopped = false

  const active = () => readActiveAccount(context.registry.store.getState())
  const supports = (account: ActiveAccount) =>
    !account.unsupported && config.supports(account.namespace)

  function rememberAddresses() {
    const { chains } = context.registry.store.getState()
    for (const [namespace, chain] of Object.entries(chains)) {
      if (chain?.status === 'connected' && chain.address) {
        knownAddresses.set(namespace as ChainNamespace, chain.address)
      }
    }
  }

  function signViewShown(): boolean {
    const router = context.router.store.getState()
    return router.open && router.view === SIWX_VIEW
  }

  function openSignView() {
    if (!signViewShown()) context.open({ view: SIWX_VIEW })
  }

  function closeSignView() {
    if (signViewShown()) context.close()
  }

  function stopExpiryTimer() {
    if (expiryTimer) config.clearTimeout(expiryTimer.handle)
    expiryTimer = undefined
  }

  /** 'Expired session asks again': a check when the session in force expires. */
  function watchExpiry(session: SiwxSession) {
    stopExpiryTimer()
    if (session.data.expirationTime === undefined) return
    const delay = Date.parse(session.data.expirationTime) - config.now()
    const timer = { handle: undefined as unknown }
    timer.handle = config.setTimeout(
      () => {
        if (expiryTimer === timer) void queue.request()
      },
      Math.min(Math.max(delay, 0) + 1, MAX_TIMER_MS),
    )
    expiryTimer = timer
  }

  function signedIn(account: ActiveAccount, session: SiwxSession) {
    lastSigned.set(account.namespace, account.caipNetwork)
    openingInputs.setState({ isSignInRequired: config.required, hasSessions: true })
    store.setState({ status: 'idle', session, error: undefined })
    watchExpiry(session)
  }

  function notSignedIn(required: boolean) {
    stopExpiryTimer()
    openingInputs.setState({ isSignInRequired: required, hasSessions: false })
    store.setState({ session: undefined })
  }

  async function check(): Promise<void> {
    if (stopped) return
    rememberAddresses()
    const account = active()
    if (!sameAccount(account, checkedAccount) && store.getState().status === 'error') {
      store.setState({ status: 'idle', error: undefined })
    }
    checkedAccount = account
    if (!account || !supports(account)) {
      notSignedIn(false)
      if (!account) closeSignView()
      return
    }
    const sessions = await config.storage.get(account.caipNetwork.caipNetworkId, account.address)
    // Superseded by another change: the check it requested follows.
    if (stopped || !sameAccount(account, active())) return
    const session = newest(sessions)
    if (session) {
      signedIn(account, session)
      if (store.getState().status !== 'signing') closeSignView()
      return
    }
    notSignedIn(config.required)
    if (store.getState().status !== 'signing') openSignView()
  }

  const queue = createCheckQueue(check, {
    defer: (callback) => {
      config.setTimeout(callback, 0)
    },
    onError: (error) => context.logger.warn('Sign-in check failed', error),
  })

  async function requestSignature(): Promise<SiwxSession> {
    const state = context.registry.store.getState()
    const account = active()
    if (!account || !state.activeCaipAddress) {
      throw new AppKitError(SIWX_ERRORS.noActiveCaipAddress, { category: 'VALIDATION_ERROR' })
    }
    if (!context.adapter(account.namespace)) {
      throw new AppKitError(SIWX_ERRORS.noActiveCaipNetworkOrClient, {
        category: 'CONFIGURATION_ERROR',
      })
    }
    // The wallet that would sign is no longer a registered connector (its plugin went away).
    const connectorId = state.chains[account.namespace]?.connectorId
    if (!connectorId || !getConnector(state, connectorId)) {
      throw new AppKitError(SIWX_ERRORS.noConnectionClient, { category: 'CONFIGURATION_ERROR' })
    }
    const token = ++attempt
    const abandoned = () => token !== attempt || stopped
    store.setState({ status: 'signing', error: undefined })
    try {
      const nonce = config.storage.getNonce ? await config.storage.getNonce() : generateNonce()
      if (abandoned()) throw new RequestAbortedError()
      const now = config.now()
      const data = createMessageData({
        caipNetwork: account.caipNetwork,
        address: account.address,
        domain: config.domain,
        uri: config.uri,
        nonce,
        now,
        notBefore: config.notBefore?.(now),
        requestId: config.requestId?.(),
        expiresInMs: config.expiresInMs,
        statement: config.statement,
        resources: config.resources,
      })
      const message = formatSiwxMessage(data)
      const signature = await context.signMessage(message)
      const session: SiwxSession = { data, message, signature }
      if (abandoned()) throw new RequestAbortedError()
      await config.storage.add(session)
      if (abandoned()) {
        // Cancelled while the session was being stored: take it back out, unless a newer
        // attempt has stored its own since (the storage forgets an account's sessions as one).
        if (lastStoredAttempt < token)
          await config.storage.delete(data.chainId, data.accountAddress)
        throw new RequestAbortedError()
      }
      lastStoredAttempt = token
      if (sameAccount(account, active())) signedIn(account, session)
      else store.setState({ status: 'idle' })
      // 'Success adds a session and closes the modal.'
      closeSignView()
      return session
    } catch (error) {
      // A cancelled attempt: the user has moved on, so no error state and no reopened view.
      if (abandoned())
        throw error instanceof RequestAbortedError
          ? error
          : new RequestAbortedError({ cause: error })
      store.setState({ status: 'error', error: SIWX_ERRORS.signingFailed })
      const reason = refusalReasonOf(error)
      // A message refused for its times: the device clock is likely off ('Session Expired').
      if (reason === 'expired' || reason === 'not-yet-valid')
        context.alerts.show('JWT_TOKEN_NOT_VALID')
      // 'Failure reopens the sign-in view.'
      if (!stopped && active()) openSignView()
      throw new AppKitError(SIWX_ERRORS.signingFailed, { category: 'PROVIDER_ERROR', cause: error })
    }
  }

  /** The network to fall back to on cancel: the last signed one, else any signed one of the family. */
  async function signedNetworkToReturnTo(account: ActiveAccount): Promise<CaipNetwork | undefined> {
    const last = lastSigned.get(account.namespace)
    const candidates = [
      ...(last ? [last] : []),
      ...getNetworksOf(context.registry.store.getState(), account.namespace).filter(
        (network) => network.caipNetworkId !== last?.caipNetworkId,
      ),
    ].filter((network) => network.caipNetworkId !== account.caipNetwork.caipNetworkId)
    for (const network of candidates) {
      const sessions = await config.storage.get(network.caipNetworkId, account.address)
      if (sessions.length > 0) return network
    }
    return undefined
  }

  async function signOutAccount(namespace: ChainNamespace, address: string) {
    const networks = getNetworksOf(context.registry.store.getState(), namespace)
    await Promise.all(
      networks.map((network) => config.storage.delete(network.caipNetworkId, address)),
    )
  }

  function onDisconnected(info: DisconnectedInfo) {
    abandonAttempt()
    const namespaces = info.namespace ? [info.namespace] : [...knownAddresses.keys()]
    for (const namespace of namespaces) {
      const address = knownAddresses.get(namespace)
      knownAddresses.delete(namespace)
      lastSigned.delete(namespace)
      // 'Sign-in-with-anything signs out on disconnect by default.'
      if (config.signOutOnDisconnect && address) {
        signOutAccount(namespace, address).catch((error: unknown) =>
          context.logger.warn('Signing out on disconnect failed', error),
        )
      }
    }
    if (!active()) {
      notSignedIn(false)
      store.setState({ status: 'idle', error: undefined })
      closeSignView()
    }
    void queue.request()
  }

  /** Invalidates a pending attempt; a new Sign starts afresh. */
  function abandonAttempt() {
    attempt++
    pendingSignIn = undefined
  }

  const controller: SiwxController = {
    store,
    required: config.required,
    signIn() {
      if (pendingSignIn) return pendingSignIn
      const signing = requestSignature().finally(() => {
        if (pendingSignIn === signing) pendingSignIn = undefined
      })
      pendingSignIn = signing
      return signing
    },
    async cancel() {
      abandonAttempt()
      const account = active()
      store.setState({ status: 'idle', error: undefined })
      if (config.required && account) {
        // 'If required and cancelled: switch back to the last signed network when a session
        // exists, else disconnect.'
        const signedNetwork = await signedNetworkToReturnTo(account)
        if (signedNetwork) {
          try {
            await context.switchNetwork(signedNetwork)
            openingInputs.setState({ hasSessions: true })
            closeSignView()
            return
          } catch (error) {
            context.logger.warn('Switching back to the signed network failed', error)
          }
        }
        await context.disconnect(account.namespace)
      }
      closeSignView()
    },
    async signOut() {
      const account = active()
      if (!account) return
      await signOutAccount(account.namespace, account.address)
      notSignedIn(config.required && supports(account))
      // A required sign-in cannot be left unsigned while connected.
      if (config.required && supports(account)) await context.disconnect(account.namespace)
    },
    refresh: () => queue.request(),
  }

  return {
    controller,
    /**
     * Wires the flow to the kernel's hooks and registers its opening inputs (both undone with
     * the plugin's context); returns the teardown of the rest.
     */
    start(): () => void {
      const name = SIWX_PLUGIN_NAME
      const request = () => void queue.request()
      context.hooks.connected.tap(name, request)
      context.hooks.accountChanged.tap(name, request)
      context.hooks.chainChanged.tap(name, request)
      context.hooks.networkSwitched.tap(name, request)
      context.hooks.disconnected.tap(name, onDisconnected)
      // The sign view replaces the connecting view before `connect` resolves (no close-reopen).
      context.hooks.afterConnect.tapPromise(name, () => queue.settled())
      context.register.openingInputs(openingInputs)
      const stopWatching = context.registry.store.subscribe(
        (state) => state.chains,
        () => rememberAddresses(),
      )
      // Installed after a reconnect (a lazily loaded plugin): check the account already there.
      request()
      return () => {
        // Checks and signatures still under way are abandoned.
        stopped = true
        stopWatching()
        stopExpiryTimer()
      }
    },
  }
}

function newest(sessions: readonly SiwxSession[]): SiwxSession | undefined {
  return [...sessions].sort((a, b) => Date.parse(b.data.issuedAt) - Date.parse(a.data.issuedAt))[0]
}
