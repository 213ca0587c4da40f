import type { MessageDescriptor } from '../i18n/MessageDescriptor.js'
import { createStore, type Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { ViewData, ViewName } from '../types/ViewName.js'
import { canCloseModal } from './canCloseModal.js'
import {
  type ConnectorDestinations,
  createConnectorDestinations,
} from './createConnectorDestinations.js'
import {
  createViewRegistry,
  type ViewLoad,
  type ViewLoader,
  type ViewOptions,
} from './createViewRegistry.js'
import { type OpeningDecision, resolveOpeningView } from './resolveOpeningView.js'
import { resolveViewOnClose } from './resolveViewOnClose.js'

/** 'The modal shakes for 500 ms as an attention cue' (spec §2, §9). */
export const MODAL_SHAKE_DURATION_MS = 500

export interface RouterEntry {
  view: ViewName
  data: ViewData | undefined
}

export interface RouterState {
  view: ViewName
  data: ViewData | undefined
  /** The history stack, root first; its last entry is the current view. */
  history: readonly RouterEntry[]
  open: boolean
  shake: boolean
}

/** What caused a view change; `open` and `close` reset the history. */
export type RouterAction = 'push' | 'replace' | 'goBack' | 'reset' | 'open' | 'close'

export interface RouterViewChange {
  view: ViewName
  data: ViewData | undefined
  action: RouterAction
}

/** What the router needs to know about the kit when opening and closing. */
export interface RouterContext {
  activeNamespace?: ChainNamespace
  manualControl: boolean
  hasAdapters: boolean
  isConnected: boolean
  isMobile: boolean
  isEmbedded: boolean
  isSignInRequired: boolean
  hasSessions: boolean
}

export interface OpenRequest {
  view?: ViewName
  data?: ViewData
  namespace?: ChainNamespace
}

/** The opening decision acted on, or `vetoed` when `shouldShowView` refused its view. */
export type OpenResult = OpeningDecision | { action: 'vetoed'; view: ViewName; data?: ViewData }

export interface RouterOptions {
  /** Read on every `open()` and `close()`. */
  getContext: () => RouterContext
  onViewChanged?: (change: RouterViewChange) => void
  /** Called when the modal goes from closed to open. */
  onOpened?: (event: { view: ViewName }) => void
  /** Called when the modal goes from open to closed. */
  onClosed?: () => void
  /**
   * Called by `open()` when the requested namespace differs from the active one, with the rest
   * of the request (the view to open once switched).
   */
  onSwitchNetworkRequested?: (
    namespace: ChainNamespace,
    request: Omit<OpenRequest, 'namespace'>,
  ) => void
  /** Returning false vetoes a push, a replace, or the view `open()` chose. */
  shouldShowView?: (view: ViewName, data: ViewData | undefined) => boolean
  /** Asked before an open modal closes, after the closing rules allow it: false keeps it open. */
  shouldClose?: () => boolean
  setTimeout?: (callback: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
  /** Told when a view name is registered to a second loader (the last one wins). */
  warn?: (message: string) => void
}

export interface Router {
  store: Store<RouterState>
  /** Shows a view on top of the history; false when `shouldShowView` vetoed it. */
  push(view: ViewName, data?: ViewData): boolean
  /** Replaces the current view; false when `shouldShowView` vetoed it. */
  replace(view: ViewName, data?: ViewData): boolean
  /** Returns to the previous view; a no-op returning false at the root. */
  goBack(): boolean
  /** Makes the view the only entry of the history. */
  reset(view: ViewName, data?: ViewData): void
  /**
   * Opens the modal on the view the opening rules choose. When the rules say to switch
   * network, the view and the open state are left alone and `onSwitchNetworkRequested` is
   * called: the kit switches, then may call `open()` again.
   */
  open(request?: OpenRequest): OpenResult
  /**
   * The view `open(request)` would show now, by the same opening rules, without opening;
   * undefined when it would switch network instead. The UI warms this view's code.
   */
  openingView(request?: OpenRequest): ViewName | undefined
  /**
   * Closes and resets the view; refused (false, and the modal shakes) when closing is disabled
   * or `shouldClose` says no. In embedded mode an open modal stays open (it is part of the
   * page): only its view resets, and `onClosed` is not called.
   */
  close(): boolean
  /** Sets `shake` for MODAL_SHAKE_DURATION_MS; shaking again restarts the delay. */
  shake(): void
  /**
   * The one place a view name maps to its lazy loader; returns the undo. A name registered to
   * another loader warns and the last registration wins until undone. `options.title` is the
   * header's title for the view (a text, or one read from the data it is opened with);
   * `options.prerender` lets the modal render it hidden before it opens.
   */
  registerView(name: ViewName, loader: ViewLoader, options?: ViewOptions): () => void
  /** The title the view's registration gives it when opened with `data`, if any. */
  viewTitle(name: ViewName, data?: ViewData): string | MessageDescriptor | undefined
  /** Whether the view's registration lets the modal render it hidden before it opens. */
  prerendersView(name: ViewName): boolean
  /** Loads the view's code once (a failed load is tried again); rejects for an unknown view. */
  loadView(name: ViewName): Promise<unknown>
  /** Whether the view is registered (to that loader, when one is given). */
  hasView(name: ViewName, loader?: ViewLoader): boolean
  /** The view's load ('loading', 'loaded' with its module, 'failed'), undefined before it. */
  peekView(name: ViewName): ViewLoad | undefined
  /** Calls the listener after any view's load changes. */
  subscribeViews(listener: () => void): () => void
  /** Where picking a connector of a type leads; plugins register their connector types'. */
  connectorDestinations: ConnectorDestinations
  /** Cancels a pending shake timer. */
  dispose(): void
}

/** One modal's router: its view, history, open and shake state, and lazily loaded views. */
export function createRouter(options: RouterOptions): Router {
  const schedule = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms))
  const cancel =
    options.clearTimeout ??
    ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>))
  const views = createViewRegistry(options.warn ? { warn: options.warn } : {})
  const store = createStore<RouterState>({
    view: 'Connect',
    data: undefined,
    history: [{ view: 'Connect', data: undefined }],
    open: false,
    shake: false,
  })
  let shakeTimer: { handle: unknown } | undefined

  function decide(request: OpenRequest): OpeningDecision {
    const context = options.getContext()
    return resolveOpeningView({
      requestedNamespace: request.namespace,
      activeNamespace: context.activeNamespace,
      manualControl: context.manualControl,
      hasAdapters: context.hasAdapters,
      isConnected: context.isConnected,
      isMobile: context.isMobile,
      requestedView: request.view,
      requestedViewData: request.data,
    })
  }

  function allowed(view: ViewName, data: ViewData | undefined): boolean {
    return options.shouldShowView?.(view, data) ?? true
  }

  function show(history: readonly RouterEntry[], action: RouterAction, open?: boolean) {
    const current = history[history.length - 1]!
    const next: Partial<RouterState> = { view: current.view, data: current.data, history }
    if (open !== undefined) next.open = open
    store.setState(next)
    options.onViewChanged?.({ view: current.view, data: current.data, action })
  }

  function stopShaking() {
    if (shakeTimer) cancel(shakeTimer.handle)
    shakeTimer = undefined
  }

  function shake() {
    stopShaking()
    store.setState({ shake: true })
    const timer: { handle: unknown } = { handle: undefined }
    timer.handle = schedule(() => {
      if (shakeTimer !== timer) return
      shakeTimer = undefined
      store.setState({ shake: false })
    }, MODAL_SHAKE_DURATION_MS)
    shakeTimer = timer
  }

  return {
    store,
    push(view, data) {
      if (!allowed(view, data)) return false
      show([...store.getState().history, { view, data }], 'push')
      return true
    },
    replace(view, data) {
      if (!allowed(view, data)) return false
      show([...store.getState().history.slice(0, -1), { view, data }], 'replace')
      return true
    },
    goBack() {
      const { history } = store.getState()
      if (history.length <= 1) return false
      show(history.slice(0, -1), 'goBack')
      return true
    },
    reset(view, data) {
      show([{ view, data }], 'reset')
    },
    open(request = {}) {
      const decision = decide(request)
      if (decision.action === 'switchNetwork') {
        const { namespace: _requested, ...rest } = request
        options.onSwitchNetworkRequested?.(decision.namespace, rest)
        return decision
      }
      if (!allowed(decision.view, decision.data)) return { ...decision, action: 'vetoed' }
      const wasOpen = store.getState().open
      show([{ view: decision.view, data: decision.data }], 'open', true)
      if (!wasOpen) options.onOpened?.({ view: decision.view })
      return decision
    },
    openingView(request = {}) {
      const decision = decide(request)
      return decision.action === 'open' ? decision.view : undefined
    },
    close() {
      const context = options.getContext()
      const { view, open: wasOpen } = store.getState()
      const closable =
        canCloseModal({
          view,
          isSignInRequired: context.isSignInRequired,
          hasSessions: context.hasSessions,
        }) &&
        (!wasOpen || (options.shouldClose?.() ?? true))
      if (!closable) {
        shake()
        return false
      }
      const next = resolveViewOnClose({
        isEmbedded: context.isEmbedded,
        isConnected: context.isConnected,
      })
      // Embedded in the page, the views stay shown: closing only resets them (spec §2).
      const staysShown = context.isEmbedded && wasOpen
      show([{ view: next.view, data: undefined }], 'close', staysShown)
      if (wasOpen && !staysShown) options.onClosed?.()
      return true
    },
    shake,
    registerView: views.register,
    loadView: views.load,
    hasView: views.has,
    viewTitle: views.title,
    prerendersView: views.prerenders,
    peekView: views.peek,
    subscribeViews: views.subscribe,
    connectorDestinations: createConnectorDestinations(),
    dispose() {
      stopShaking()
      store.setState({ shake: false })
    },
  }
}
