import { createStore, type PluginContext, type Store, toAppKitError } from '@appkit/kernel'
import { CONNECTING_FARCASTER_VIEW, IFRAME_REQUEST_TIMEOUT_MS } from '../policies.js'
import { decodePayload } from '../protocol/decodeFrameMessage.js'
import { EmbeddedUser } from '../protocol/frameMessageSchema.js'
import type { EmbeddedWalletProvider } from '../provider/createEmbeddedWalletProvider.js'
import type { FrameTransport } from '../transport/createFrameTransport.js'
import { requestSecureUri } from './requestSecureUri.js'

export interface FarcasterLoginState {
  /** loading: asking for the link; waiting: the link is shown until approved; error: `error`. */
  status: 'idle' | 'loading' | 'waiting' | 'error'
  /** The approval link (on the secure origin) the view shows. */
  uri?: string
  error?: string
}

export interface FarcasterLoginController {
  readonly store: Store<FarcasterLoginState>
  /** Shows ConnectingFarcaster with the approval link; connects once it is approved. */
  start(): Promise<void>
  destroy(): void
}

export interface FarcasterLoginControllerOptions {
  /** The plugin's context: navigation, the modal, and the connect intent. */
  ctx: Pick<PluginContext, 'router' | 'connect' | 'close'>
  transport: Pick<FrameTransport, 'request'>
  provider: Pick<EmbeddedWalletProvider, 'setUser'>
  secureOrigin: string
  connectorId: string
  /** A login that failed (not one given up): the plugin reports it (spec §8). */
  onFailure?: (error: unknown) => void
}

/**
 * Farcaster login (spec §2 ConnectingFarcaster): the secure frame opens a login channel whose
 * approval link the view shows (the emulator's stand-in approval page); the frame waits for the
 * approval and returns the user; the key stays in the secure site.
 */
export function createFarcasterLoginController(
  options: FarcasterLoginControllerOptions,
): FarcasterLoginController {
  const { ctx, transport } = options
  const store = createStore<FarcasterLoginState>({ status: 'idle' })
  let attempt = 0
  let current: AbortController | undefined

  /** Gives the login under way up: its frame requests stop waiting (no timeout alert later). */
  function abandon(): void {
    attempt += 1
    current?.abort()
    current = undefined
  }

  // Leaving the view gives the login up: a late approval no longer connects.
  const stopWatching = ctx.router.store.subscribe(
    (state) => state.open && state.view === CONNECTING_FARCASTER_VIEW,
    (shown) => {
      if (shown) return
      abandon()
      store.setState({ status: 'idle', uri: undefined, error: undefined })
    },
  )

  return {
    store,
    async start() {
      abandon()
      const mine = attempt
      const abort = new AbortController()
      current = abort
      const { signal } = abort
      const routed = ctx.router.store.getState()
      if (!(routed.open && routed.view === CONNECTING_FARCASTER_VIEW)) {
        ctx.router.push(CONNECTING_FARCASTER_VIEW)
      }
      store.setState({ status: 'loading', uri: undefined, error: undefined })
      try {
        const uri = await requestSecureUri(transport, options.secureOrigin, {
          type: 'GET_FARCASTER_URI',
          payload: {},
          signal,
        })
        if (mine !== attempt) return
        store.setState({ status: 'waiting', uri })
        const reply = await transport.request(
          'CONNECT_FARCASTER',
          {},
          { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS, signal },
        )
        if (mine !== attempt) return
        options.provider.setUser(decodePayload(EmbeddedUser, reply))
        await ctx.connect(options.connectorId)
        store.setState({ status: 'idle', uri: undefined })
        const state = ctx.router.store.getState()
        if (state.open && state.view === CONNECTING_FARCASTER_VIEW) ctx.close()
      } catch (error) {
        if (mine === attempt) {
          options.onFailure?.(error)
          store.setState({ status: 'error', error: toAppKitError(error).shortMessage })
        }
      } finally {
        if (current === abort) current = undefined
      }
    },
    destroy() {
      stopWatching()
      abandon()
    },
  }
}
