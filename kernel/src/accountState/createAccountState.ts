import type { NamespaceState, RegistryState } from '../registry/registryState.js'
import { createStore, type Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { AccountStateValues } from './AccountStateValues.js'
import type { AccountStateKey } from './defineAccountStateKey.js'
import { readAccountState } from './readAccountState.js'

/** State plugins keep per account: each slice starts again when its family's account goes. */
export interface AccountState {
  /** Every slice's value per family; read one with `readAccountState(values, key, namespace)`. */
  readonly store: Pick<Store<AccountStateValues>, 'getState' | 'subscribe'>
  /**
   * Declares a slice; returns its undo. A key may be registered by several plugins (a shared
   * slice, such as the Account view's profile): it stays until the last of them undoes.
   */
  register<T>(key: AccountStateKey<T>): () => void
  /** The slice's value for the family's account; the key's initial value when none was set. */
  get<T>(key: AccountStateKey<T>, namespace: ChainNamespace): T
  /** Sets the slice for the family's account. Ignored while the key is not registered. */
  set<T>(key: AccountStateKey<T>, namespace: ChainNamespace, value: T): void
  /** Sets the slice to what `change` makes of its current value. */
  update<T>(key: AccountStateKey<T>, namespace: ChainNamespace, change: (current: T) => T): void
}

/** The account a family's slices belong to: its address, until it disconnects. */
function accountOf(chain: NamespaceState | undefined): string | undefined {
  return chain && chain.status !== 'disconnected' ? chain.address : undefined
}

/**
 * One kit's per-account state. A family's slices are cleared whenever its account changes: a
 * disconnect, or another address (a network switch keeps them).
 */
export function createAccountState(registry: { store: Pick<Store<RegistryState>, 'subscribe'> }): {
  accountState: AccountState
  dispose(): void
} {
  const store = createStore<AccountStateValues>({})
  /** How many registrations each key name has. */
  const registrations = new Map<string, number>()

  function write(namespace: ChainNamespace, name: string, value: unknown) {
    store.setState((values) => ({
      ...values,
      [namespace]: { ...values[namespace], [name]: value },
    }))
  }

  function drop(name: string) {
    store.setState((values) => {
      const next: Partial<Record<ChainNamespace, Readonly<Record<string, unknown>>>> = {}
      for (const [namespace, slices] of Object.entries(values)) {
        const { [name]: _dropped, ...rest } = slices ?? {}
        next[namespace as ChainNamespace] = rest
      }
      return next
    })
  }

  const accountState: AccountState = {
    store,
    register(key) {
      registrations.set(key.name, (registrations.get(key.name) ?? 0) + 1)
      let registered = true
      return () => {
        if (!registered) return
        registered = false
        const left = (registrations.get(key.name) ?? 1) - 1
        if (left > 0) {
          registrations.set(key.name, left)
          return
        }
        registrations.delete(key.name)
        drop(key.name)
      }
    },
    get: (key, namespace) => readAccountState(store.getState(), key, namespace),
    set(key, namespace, value) {
      if (registrations.has(key.name)) write(namespace, key.name, value)
    },
    update(key, namespace, change) {
      if (registrations.has(key.name))
        write(namespace, key.name, change(accountState.get(key, namespace)))
    },
  }

  // Subscribed when the kit is built, before any plugin: a plugin reacting to the same registry
  // change already reads the cleared slices.
  const stop = registry.store.subscribe((next, previous) => {
    const gone: ChainNamespace[] = []
    for (const namespace of Object.keys(store.getState()) as ChainNamespace[]) {
      if (accountOf(next.chains[namespace]) !== accountOf(previous.chains[namespace])) {
        gone.push(namespace)
      }
    }
    if (gone.length === 0) return
    store.setState((values) => {
      const next = { ...values }
      for (const namespace of gone) delete next[namespace]
      return next
    })
  })

  return { accountState, dispose: stop }
}
