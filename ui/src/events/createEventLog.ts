import { type AppKit, createStore, type KernelHooks, type Store } from '@appkit/kernel'

/** The kernel notifications `useAppKitEvents` reports. */
export const WATCHED_HOOKS = [
  'connected',
  'disconnected',
  'accountChanged',
  'chainChanged',
  'networkSwitched',
  'modalOpened',
  'modalClosed',
  'viewChanged',
  'errorReported',
  'alertShown',
  'eventTracked',
] as const satisfies readonly (keyof KernelHooks)[]

export type WatchedHook = (typeof WATCHED_HOOKS)[number]

/** The last kernel notification, with the hook's payload. */
export type AppKitEvent = {
  [K in WatchedHook]: {
    name: K
    data: Parameters<KernelHooks[K]['call']>[0]
    timestamp: number
  }
}[WatchedHook]

export interface EventLogState {
  last: AppKitEvent | undefined
}

export interface EventLog {
  store: Store<EventLogState>
  /** Taps the kit's hooks; the returned stop removes those taps. */
  start(): () => void
}

const TAP_NAME = 'appkit:ui'

interface Tappable {
  tap(name: string, fn: (data?: unknown) => void): () => void
}

/** One provider's view of the kit's notifications. */
export function createEventLog(kit: Pick<AppKit, 'hooks'>, now: () => number = Date.now): EventLog {
  const store = createStore<EventLogState>({ last: undefined })
  return {
    store,
    start() {
      const removals = WATCHED_HOOKS.map((name) => {
        const hook = kit.hooks[name] as unknown as Tappable
        return hook.tap(TAP_NAME, (data) => {
          store.setState({ last: { name, data, timestamp: now() } as AppKitEvent })
        })
      })
      return () => {
        for (const remove of removals) remove()
      }
    },
  }
}
