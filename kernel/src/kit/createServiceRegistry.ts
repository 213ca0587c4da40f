import { AppKitError } from '../errors/AppKitError.js'

/**
 * A typed name for something a plugin offers the app for one kit (e.g. the siwx plugin's sign-in
 * controller, which its React hook looks up). `T` only types `provide` and `get`.
 */
export interface ServiceKey<T> {
  readonly name: string
  /** Never set: carries `T` for the type checker. */
  readonly type?: (value: T) => T
}

/**
 * Declares a service key; plugins export theirs.
 *
 * @example export const SIWX_SERVICE = defineServiceKey<SiwxController>('appkit:siwx')
 */
export function defineServiceKey<T>(name: string): ServiceKey<T> {
  return Object.freeze({ name })
}

/** The services plugins provide to one kit, looked up by key name. */
export interface ServiceRegistry {
  /** Provides a service; returns its withdrawal. A name already provided is refused. */
  provide<T>(key: ServiceKey<T>, service: T): () => void
  /** The service provided under the key's name, or undefined (its plugin is not installed). */
  get<T>(key: ServiceKey<T>): T | undefined
  /**
   * A service several packages share for the kit's life (the Account view's entries): the one
   * provided under the key, else what `create` makes, provided now and never withdrawn.
   */
  shared<T>(key: ServiceKey<T>, create: () => T): T
}

/**
 * One kit's services: how a plugin hands an object to UI code that only holds the kit (a React
 * hook reads `kit.services.get(key)`), with no module-level registry shared between kits.
 */
export function createServiceRegistry(): ServiceRegistry {
  const services = new Map<string, unknown>()
  return {
    provide(key, service) {
      if (services.has(key.name)) {
        throw new AppKitError(`Service already provided: ${key.name}`, {
          category: 'CONFIGURATION_ERROR',
        })
      }
      services.set(key.name, service)
      return () => {
        if (services.get(key.name) === service) services.delete(key.name)
      }
    },
    get: <T>(key: ServiceKey<T>) => services.get(key.name) as T | undefined,
    shared<T>(key: ServiceKey<T>, create: () => T): T {
      if (!services.has(key.name)) services.set(key.name, create())
      return services.get(key.name) as T
    },
  }
}
