import type { Connector } from '@appkit/kernel'
import type { RequestObserverFactory } from '../transport/RpcRequestObserver.js'
import type { Eip1193Provider, Eip1193RequestArguments } from './Eip1193Provider.js'
import { loadProviderError } from './loadProviderError.js'

export interface ObserveWalletProviderOptions {
  connector: Pick<Connector, 'id' | 'info'>
  /** The observer of a source's calls (the plugin: its context's `requestObserver`). */
  requestObserver: RequestObserverFactory | undefined
  /** Request ids, counting up per adapter. */
  nextId: () => number
  now?: () => number
}

/**
 * The wallet's EIP-1193 provider, with each `request` reported as it starts and when it settles
 * to the observer of source `wallet:<connector id>` (url `eip1193:<rdns or connector id>`, the
 * result as the response: the hash for eth_sendTransaction), so devtools lists wallet calls
 * beside RPC calls. Answers and failures reach the caller untouched; events are not wrapped.
 */
export function observeWalletProvider(
  provider: Eip1193Provider,
  options: ObserveWalletProviderOptions,
): Eip1193Provider {
  const { requestObserver, connector } = options
  if (!requestObserver) return provider
  const observer = requestObserver(`wallet:${connector.id}`)
  const now = options.now ?? (() => performance.now())
  const report = <T>(callback: ((info: T) => void) | undefined, info: T) => {
    try {
      callback?.call(observer, info)
    } catch {
      // An observer that throws must not break the wallet call it watches.
    }
  }

  async function request(args: Eip1193RequestArguments): Promise<unknown> {
    const info = {
      id: options.nextId(),
      kind: 'json-rpc' as const,
      method: 'POST',
      url: `eip1193:${connector.info?.rdns ?? connector.id}`,
      body: args.params === undefined ? { method: args.method } : args,
      batchSize: 1,
      rpcMethods: [args.method],
    }
    report(observer.started, info)
    const startedAt = now()
    const finished = { ...info, attempts: 1, status: undefined }
    try {
      const result = await provider.request(args)
      report(observer.finished, {
        ...finished,
        durationMs: now() - startedAt,
        ok: true,
        response: result,
      })
      return result
    } catch (error) {
      report(observer.finished, {
        ...finished,
        durationMs: now() - startedAt,
        ok: false,
        error: await loadProviderError(error),
      })
      throw error
    }
  }

  return {
    request,
    ...(provider.on ? { on: provider.on.bind(provider) } : {}),
    ...(provider.removeListener ? { removeListener: provider.removeListener.bind(provider) } : {}),
  }
}
