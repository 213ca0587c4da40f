import { AppKitError, type CaipNetwork } from '@appkit/kernel'
import { fallback, http, type Transport } from 'viem'
import { createObservedFetch } from './createObservedFetch.js'
import { FALLBACK_RANK_OPTIONS, RPC_BATCH_OPTIONS } from './FALLBACK_RANK_OPTIONS.js'
import type { RequestObserverFactory } from './RpcRequestObserver.js'
import type { RpcUrlOptions } from './rpcUrlFor.js'
import { rpcUrlsFor } from './rpcUrlsFor.js'

export interface NetworkTransportOptions extends RpcUrlOptions {
  /** The observer of a source's calls (the plugin: its context's `requestObserver`). */
  requestObserver?: RequestObserverFactory
  nextId?: () => number
  fetch?: typeof fetch
  /** Once aborted, the ranking pings stop reaching the network (viem's loop cannot be ended). */
  signal?: AbortSignal
}

/**
 * A network's viem transport: `fallback` over one batching `http` transport per RPC URL (spec
 * §9), ranked by stability and latency when there is more than one URL to choose from. Every
 * HTTP call is reported to the observer of source 'eip155:<chainId>'.
 */
export function createNetworkTransport(
  network: CaipNetwork,
  options: NetworkTransportOptions = {},
): Transport {
  const urls = rpcUrlsFor(network, options)
  if (urls.length === 0) {
    throw new AppKitError('Chain is not supported', {
      category: 'CONFIGURATION_ERROR',
      details: `${network.caipNetworkId} has no RPC URL`,
    })
  }
  let count = 0
  const fetchFn = createObservedFetch({
    observer: options.requestObserver?.(`eip155:${network.id}`),
    nextId: options.nextId ?? (() => ++count),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const transports = urls.map((url) => http(url, { batch: RPC_BATCH_OPTIONS, fetchFn }))
  const { signal } = options
  return fallback(transports, {
    rank:
      transports.length > 1
        ? {
            ...FALLBACK_RANK_OPTIONS,
            ping: async ({ transport }) => {
              if (signal?.aborted) return
              await transport.request({ method: 'net_listening' })
            },
          }
        : false,
  })
}
