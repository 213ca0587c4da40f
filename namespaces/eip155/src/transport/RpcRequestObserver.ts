import type { PluginContext } from '@appkit/kernel'

/** Hears the calls of one source as they start and settle (the kit's request observer). */
export type RpcRequestObserver = Partial<ReturnType<PluginContext['requestObserver']>>

/**
 * The observer of one source's calls: 'eip155:<chainId>' for a network's RPC calls,
 * 'wallet:<connector id>' for a wallet's. The plugin passes its context's `requestObserver`, so
 * the kit turns every call into its `requestStarted`/`requestFinished` hooks.
 */
export type RequestObserverFactory = (source: string) => RpcRequestObserver
