import type { Gates } from '../gates/createGates.js'
import type { KernelHooks } from '../hooks/hooks.js'
import type { HttpClient } from '../pipelines/createHttpClient.js'

export interface RemoteConfigLoader {
  /** Starts the load once (later calls share it); resolves when features are resolved. */
  load(): Promise<void>
  /** Resolves when a load has finished, without starting one. */
  whenSettled(): Promise<void>
  /** Whether the features are final (loaded, failed, or not to be loaded). */
  readonly settled: boolean
}

/**
 * Loads the project's remote features on demand, not at creation: a page makes no request
 * before the first click. The modal's first open (or anyone awaiting `kit.ready`) starts it.
 */
export function createRemoteConfigLoader(options: {
  enabled: boolean
  api: HttpClient
  gates: Gates
  hooks: KernelHooks
}): RemoteConfigLoader {
  let loading: Promise<void> | undefined
  let settled = false
  let markSettled: () => void = () => {}
  const settledPromise = new Promise<void>((resolve) => {
    markSettled = resolve
  })
  return {
    load() {
      loading ??= (
        options.enabled
          ? options.gates.load(() =>
              import('../gates/fetchRemoteConfig.js').then((module) =>
                module.fetchRemoteConfig(options.api, options.hooks),
              ),
            )
          : Promise.resolve()
      ).then(() => {
        settled = true
        markSettled()
        options.gates.reportUnregisteredLocal()
        try {
          options.hooks.featuresResolved.call({ features: options.gates.features() })
        } catch {
          // A failing listener must not keep gated plugins from setting up.
        }
      })
      return loading
    },
    whenSettled: () => settledPromise,
    get settled() {
      return settled
    },
  }
}
