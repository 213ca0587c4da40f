import type {
  ConnectParamsLike,
  SessionLike,
  UniversalProviderLike,
  UniversalProviderListener,
} from '../provider/UniversalProviderLike.js'

interface PendingConnect {
  params: ConnectParamsLike
  uri: string
  resolve(): void
  reject(error: unknown): void
}

/**
 * A test double of WalletConnect's UniversalProvider: no relay, no crypto. `connect` emits a
 * made-up `display_uri` and waits for the test to `approve` or `reject`; requests are answered by
 * `answer`; the test emits the wallet's events with `emit`.
 */
export interface FakeUniversalProvider extends UniversalProviderLike {
  readonly connects: PendingConnect[]
  readonly requests: { args: { method: string; params?: unknown }; chain: string | undefined }[]
  readonly defaultChains: string[]
  disconnected: number
  closed: number
  /** Answers `request`; default: echoes the method name. */
  answer: (args: { method: string; params?: unknown }, chain: string | undefined) => unknown
  /** The wallet approves the newest pairing with these namespaces. */
  approve(namespaces: SessionLike['namespaces'], topic?: string): void
  /** The wallet declines the newest pairing. */
  reject(error?: unknown): void
  emit(event: string, payload?: unknown): void
  listenerCount(event: string): number
  /** Pairing topics ended through `client.core.pairing.disconnect`. */
  readonly retiredPairings: string[]
  /** Where `closeUniversalProvider` closes the relay socket (counts in `closed`), and pairings end. */
  client: {
    core: {
      relayer: { transportClose(): Promise<void> }
      pairing: { disconnect(params: { topic: string }): Promise<void> }
    }
  }
}

export function createFakeUniversalProvider(
  options: { session?: SessionLike; emitUri?: boolean } = {},
): FakeUniversalProvider {
  const listeners = new Map<string, Set<UniversalProviderListener>>()
  let count = 0
  const fake: FakeUniversalProvider = {
    session: options.session,
    connects: [],
    requests: [],
    defaultChains: [],
    disconnected: 0,
    closed: 0,
    retiredPairings: [],
    answer: (args) => args.method,
    connect(params) {
      return new Promise<void>((resolve, reject) => {
        count += 1
        const uri = `wc:${String(count).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'a'.repeat(64)}&expiryTimestamp=1`
        fake.connects.push({ params, uri, resolve, reject })
        if (options.emitUri !== false) fake.emit('display_uri', uri)
      })
    },
    async request<T>(args: { method: string; params?: unknown }, chain?: string) {
      fake.requests.push({ args, chain })
      return (await fake.answer(args, chain)) as T
    },
    async disconnect() {
      fake.disconnected += 1
      fake.session = undefined
    },
    setDefaultChain(chain) {
      fake.defaultChains.push(chain)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    approve(namespaces, topic = `session${count}`) {
      fake.session = { topic, namespaces }
      fake.connects.at(-1)?.resolve()
    },
    reject(error = { code: 5000, message: 'User rejected.' }) {
      fake.connects.at(-1)?.reject(error)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
    client: {
      core: {
        relayer: {
          async transportClose() {
            fake.closed += 1
          },
        },
        pairing: {
          async disconnect({ topic }) {
            fake.retiredPairings.push(topic)
          },
        },
      },
    },
  }
  return fake
}
