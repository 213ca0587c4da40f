import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import { createAppKit } from './createAppKit.js'
import { createServiceRegistry, defineServiceKey } from './createServiceRegistry.js'

const COUNTER = defineServiceKey<{ count: number }>('test:counter')

describe('createServiceRegistry', () => {
  it('returns what a plugin provided under a key, and undefined for a key nobody provided', () => {
    const services = createServiceRegistry()
    const counter = { count: 1 }
    services.provide(COUNTER, counter)
    expect(services.get(COUNTER)).toBe(counter)
    expect(services.get(defineServiceKey<string>('test:other'))).toBeUndefined()
  })

  it('finds a service by its key name (a second copy of a plugin package declares an equal key)', () => {
    const services = createServiceRegistry()
    const counter = { count: 2 }
    services.provide(COUNTER, counter)
    expect(services.get(defineServiceKey<{ count: number }>('test:counter'))).toBe(counter)
  })

  it('refuses a second provider of one name with an AppKitError', () => {
    const services = createServiceRegistry()
    services.provide(COUNTER, { count: 1 })
    expect(() => services.provide(COUNTER, { count: 2 })).toThrow(AppKitError)
    expect(() => services.provide(COUNTER, { count: 2 })).toThrow(
      'Service already provided: test:counter',
    )
  })

  it('withdrawing removes the service; an old withdrawal leaves a newer provider alone', () => {
    const services = createServiceRegistry()
    const withdrawFirst = services.provide(COUNTER, { count: 1 })
    withdrawFirst()
    expect(services.get(COUNTER)).toBeUndefined()
    const second = { count: 2 }
    services.provide(COUNTER, second)
    withdrawFirst()
    expect(services.get(COUNTER)).toBe(second)
  })

  it('two registries (two kits) share nothing', () => {
    const a = createServiceRegistry()
    const b = createServiceRegistry()
    a.provide(COUNTER, { count: 1 })
    expect(b.get(COUNTER)).toBeUndefined()
  })

  it('each kit has its own services: a plugin providing in one kit is not seen by another', () => {
    const network: CaipNetwork = {
      id: 1,
      name: 'Ethereum',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    }
    const options = { projectId: 'p', networks: [network], loadRemoteConfig: false }
    const a = createAppKit({ ...options, storage: createMemoryStorage() })
    const b = createAppKit({ ...options, storage: createMemoryStorage() })
    const counter = { count: 3 }
    a.use({ name: 'test:counter', setup: (context) => context.register.service(COUNTER, counter) })
    expect(a.services.get(COUNTER)).toBe(counter)
    expect(b.services.get(COUNTER)).toBeUndefined()
  })
})
