import {
  AppKitError,
  createStore,
  type PluginContext,
  type Store,
  toAppKitError,
} from '@appkit/kernel'
import { isSocialProvider, type SocialLoginProvider } from '@appkit/kernel/validators'
import { CONNECTING_SOCIAL_VIEW, IFRAME_REQUEST_TIMEOUT_MS } from '../policies.js'
import { decodePayload } from '../protocol/decodeFrameMessage.js'
import { EmbeddedUser } from '../protocol/frameMessageSchema.js'
import type { EmbeddedWalletProvider } from '../provider/createEmbeddedWalletProvider.js'
import type { FrameTransport } from '../transport/createFrameTransport.js'
import { SYSTEM_TIMERS, type Timers } from '../transport/FrameHost.js'
import type { PopupHost, PopupWindow } from '../transport/PopupHost.js'
import { awaitSocialResult } from './awaitSocialResult.js'

import { FAILED_TO_INITIATE_SOCIAL_MESSAGE } from './FAILED_TO_INITIATE_SOCIAL_MESSAGE.js'
import { requestSecureUri } from './requestSecureUri.js'

export { FAILED_TO_INITIATE_SOCIAL_MESSAGE }

export interface SocialLoginState {
  provider?: SocialLoginProvider
  /** waiting: the popup is open; connecting: the result arrived; error: `error` says why. */
  status: 'idle' | 'waiting' | 'connecting' | 'error'
  error?: string
}

export interface SocialLoginController {
  readonly store: Store<SocialLoginState>
  /** Opens the popup (call it inside the click) and shows ConnectingSocial; settles when done. */
  start(provider: SocialLoginProvider): Promise<void>
  /** Closes the popup of a login under way. */
  cancel(): void
  destroy(): void
}

export interface SocialLoginControllerOptions {
  /** The plugin's context: navigation, the modal, and the connect intent. */
  ctx: Pick<PluginContext, 'router' | 'connect' | 'close'>
  transport: Pick<FrameTransport, 'request'>
  provider: Pick<EmbeddedWalletProvider, 'setUser'>
  popups: PopupHost
  /** The secure site's origin: the popup's page must be on it, and its result come from it. */
  secureOrigin: string
  connectorId: string
  timers?: Timers
  /** A login that failed (not one given up): the plugin reports it (spec §8). */
  onFailure?: (error: unknown) => void
}

/**
 * Social login (spec §5): a popup on the secure site's origin (the emulator's consent page
 * stands in for the provider), its result posted back to this page and accepted only from the
 * secure origin and that popup, then redeemed by the secure frame, which holds the key.
 */
export function createSocialLoginController(
  options: SocialLoginControllerOptions,
): SocialLoginController {
  const { ctx, transport } = options
  const store = createStore<SocialLoginState>({ status: 'idle' })
  let current: { popup: PopupWindow; abort: AbortController } | undefined

  function cancel(): void {
    if (!current) return
    current.abort.abort()
    current.popup.close()
    current = undefined
  }

  // Leaving ConnectingSocial (Cancel) while the popup is open or the frame is redeeming its
  // result gives up the login: the popup closes and nothing connects.
  const stopWatching = ctx.router.store.subscribe(
    (state) => state.open && state.view === CONNECTING_SOCIAL_VIEW,
    (shown) => {
      const { status } = store.getState()
      if (shown || (status !== 'waiting' && status !== 'connecting')) return
      cancel()
      store.setState({ status: 'idle' })
    },
  )

  /** Throws 'Request was aborted' once the login was given up (Cancel, or started again). */
  function checkNotAborted(signal: AbortSignal): void {
    if (signal.aborted)
      throw new AppKitError('Request was aborted', { category: 'SECURE_SITE_ERROR' })
  }

  async function run(provider: SocialLoginProvider, popup: PopupWindow, signal: AbortSignal) {
    const uri = await requestSecureUri(transport, options.secureOrigin, {
      type: 'GET_SOCIAL_REDIRECT_URI',
      payload: { provider },
      signal,
    })
    checkNotAborted(signal)
    popup.navigate(uri)
    const result = await awaitSocialResult({
      host: options.popups,
      popup,
      secureOrigin: options.secureOrigin,
      timers: options.timers ?? SYSTEM_TIMERS,
      timeoutMs: IFRAME_REQUEST_TIMEOUT_MS,
      signal,
    })
    checkNotAborted(signal)
    store.setState({ provider, status: 'connecting' })
    const reply = await transport.request(
      'CONNECT_SOCIAL',
      { state: result.state, code: result.code },
      { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS, signal },
    )
    checkNotAborted(signal)
    options.provider.setUser(decodePayload(EmbeddedUser, reply))
    await ctx.connect(options.connectorId)
    checkNotAborted(signal)
  }

  return {
    store,
    async start(provider) {
      if (!isSocialProvider(provider)) {
        throw new AppKitError(`Invalid social provider: ${String(provider)}`, {
          category: 'VALIDATION_ERROR',
        })
      }
      cancel()
      const popup = options.popups.open()
      const routed = ctx.router.store.getState()
      if (!(routed.open && routed.view === CONNECTING_SOCIAL_VIEW)) {
        ctx.router.push(CONNECTING_SOCIAL_VIEW, { provider })
      }
      if (!popup) {
        store.setState({ provider, status: 'error', error: FAILED_TO_INITIATE_SOCIAL_MESSAGE })
        return
      }
      const abort = new AbortController()
      const mine = { popup, abort }
      current = mine
      store.setState({ provider, status: 'waiting' })
      try {
        await run(provider, popup, abort.signal)
        store.setState({ status: 'idle' })
        const state = ctx.router.store.getState()
        if (state.open && state.view === CONNECTING_SOCIAL_VIEW) ctx.close()
      } catch (error) {
        popup.close()
        if (!abort.signal.aborted) {
          options.onFailure?.(error)
          store.setState({ provider, status: 'error', error: toAppKitError(error).shortMessage })
        }
      } finally {
        if (current === mine) current = undefined
      }
    },
    cancel,
    destroy() {
      stopWatching()
      cancel()
    },
  }
}
