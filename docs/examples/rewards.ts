// The feature plugin of docs/plugins.md: a third party's "rewards" feature, written only with
// the public entry points. tsc checks it and tests/unit/pluginsDoc.test.ts runs it, so the page
// cannot drift from the code.
import {
  type AppKitPlugin,
  defineAccountStateKey,
  defineAlert,
  defineFeature,
  defineServiceKey,
  getNamespaceState,
  type RegistryState,
  remoteSwitch,
} from '@appkit/kernel'
import { showAccountEntryWhen } from '@appkit/ui/account-entries'
import { Schema } from 'effect'

declare module '@appkit/kernel' {
  interface PluginOptions {
    /** The rewards plugin's options, given to createAppKit; `rewards(options)` overrides them. */
    readonly rewards?: RewardsOptions
  }
}

export interface RewardsOptions {
  /** Where the points are read: `${url}/${address}` answers `{ "points": number }`. */
  url?: string
  /** Default: globalThis.fetch. */
  fetch?: typeof globalThis.fetch
}

/** On only when the project configuration says so (remote overrides the app's local value). */
export const REWARDS_FEATURE = defineFeature<boolean>({
  name: 'acme:rewards',
  default: false,
  remote: remoteSwitch,
})

export const REWARDS_UNAVAILABLE = defineAlert({
  code: 'ACME_REWARDS_UNAVAILABLE',
  variant: 'warning',
  shortMessage: 'Rewards unavailable',
  longMessage: 'The rewards service did not answer; try again later',
})

/** The connected account's points; starts again when the account changes or disconnects. */
export const REWARDS_POINTS = defineAccountStateKey<number | undefined>(
  'acme:rewards-points',
  undefined,
)

export const REWARDS_VIEW = 'acme:Rewards'

export interface RewardsController {
  /** Reads the active account's points into REWARDS_POINTS. */
  refresh(): Promise<void>
}

/** What the plugin offers the app and its own view: `kit.services.get(REWARDS_SERVICE)`. */
export const REWARDS_SERVICE = defineServiceKey<RewardsController>('acme:rewards')

/** The answer is untrusted: it is decoded before use, and a mismatch is a failure. */
const PointsResponse = Schema.Struct({ points: Schema.Number })

const isConnected = (state: RegistryState) => getNamespaceState(state)?.status === 'connected'

export function rewards(options: RewardsOptions = {}): AppKitPlugin {
  return {
    name: 'acme:rewards',
    gate: REWARDS_FEATURE.name,
    features: [REWARDS_FEATURE],
    alerts: [REWARDS_UNAVAILABLE],
    setup(ctx) {
      const settings = { ...ctx.options.pluginOptions?.rewards, ...options }
      const url = settings.url ?? 'https://rewards.example/v1/points'

      async function refresh() {
        const { activeNamespace: namespace } = ctx.registry.store.getState()
        const address = namespace && ctx.registry.store.getState().chains[namespace]?.address
        if (!namespace || !address) return
        try {
          const fetch = settings.fetch ?? globalThis.fetch
          const response = await fetch(`${url}/${encodeURIComponent(address)}`)
          if (!response.ok) throw new Error(`HTTP ${response.status}`)
          const { points } = Schema.decodeUnknownSync(PointsResponse)(await response.json())
          ctx.accountState.set(REWARDS_POINTS, namespace, points)
        } catch {
          ctx.alerts.show(REWARDS_UNAVAILABLE.code, { once: true })
        }
      }

      // Registrations and taps made through the context are undone by the kernel at teardown.
      ctx.register.accountState(REWARDS_POINTS)
      ctx.register.service(REWARDS_SERVICE, { refresh })
      ctx.register.view(REWARDS_VIEW, () => import('./RewardsView.js'))
      ctx.hooks.afterConnect.tapPromise('acme:rewards', () => refresh())
      // The Account entry lives in a store the UI shares: its undo is the plugin's teardown.
      return showAccountEntryWhen(
        ctx,
        { id: 'acme:rewards', label: 'Rewards', view: REWARDS_VIEW },
        isConnected,
      )
    },
  }
}
