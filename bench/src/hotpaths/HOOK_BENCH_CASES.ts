import { mainnet } from '@appkit/eip155/networks'
import type {
  AppKit,
  ConnectedInfo,
  ConnectRequest,
  RemoteConfigResponse,
  RpcRequestInfo,
  ViewName,
} from '@appkit/kernel'
import * as tapable from 'tapable'

/** What the taps write to, so the engine cannot drop their work. */
export interface Sink {
  seen: number
}

/**
 * One hook kind the kernel uses: a kernel hook of that kind and a tapable hook of the same kind
 * (code generated with `new Function`), each with the same three taps, and the call to time.
 */
export interface HookBenchCase {
  kind: string
  call: string
  ours(kit: AppKit, sink: Sink): () => unknown
  tapable(sink: Sink): () => unknown
}

const TAPS = ['a', 'b', 'c'] as const

const info: ConnectedInfo = {
  namespace: 'eip155',
  connection: {
    connectorId: 'bench',
    accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
    caipNetwork: mainnet,
  },
}
const request: ConnectRequest = { connectorId: 'bench', namespace: 'eip155' }
const rpc: RpcRequestInfo = { namespace: 'eip155', method: 'eth_chainId' }
const config: RemoteConfigResponse = { features: [{ id: 'swaps', isEnabled: true }] }
const view: ViewName = 'Networks'

export const HOOK_BENCH_CASES: readonly HookBenchCase[] = [
  {
    kind: 'SyncHook',
    call: 'connected.call',
    ours(kit, sink) {
      for (const name of TAPS)
        kit.hooks.connected.tap(name, (payload) => {
          sink.seen += payload.connection.accounts.length
        })
      return () => kit.hooks.connected.call(info)
    },
    tapable(sink) {
      const hook = new tapable.SyncHook<[ConnectedInfo]>(['info'])
      for (const name of TAPS)
        hook.tap(name, (payload) => {
          sink.seen += payload.connection.accounts.length
        })
      return () => hook.call(info)
    },
  },
  {
    kind: 'SyncBailHook',
    call: 'shouldShowView.call, no tap answers',
    ours(kit, sink) {
      for (const name of TAPS)
        kit.hooks.shouldShowView.tap(name, (shown) => {
          sink.seen += shown.length
          return undefined
        })
      return () => kit.hooks.shouldShowView.call(view, undefined)
    },
    tapable(sink) {
      const hook = new tapable.SyncBailHook<[ViewName, undefined], boolean | undefined>([
        'view',
        'data',
      ])
      for (const name of TAPS)
        hook.tap(name, (shown) => {
          sink.seen += shown.length
          return undefined
        })
      return () => hook.call(view, undefined)
    },
  },
  {
    kind: 'AsyncSeriesHook',
    call: 'beforeConnect.promise',
    ours(kit, sink) {
      for (const name of TAPS)
        kit.hooks.beforeConnect.tapPromise(name, async (payload) => {
          sink.seen += payload.connectorId.length
        })
      return () => kit.hooks.beforeConnect.promise(request)
    },
    tapable(sink) {
      const hook = new tapable.AsyncSeriesHook<[ConnectRequest]>(['request'])
      for (const name of TAPS)
        hook.tapPromise(name, async (payload) => {
          sink.seen += payload.connectorId.length
        })
      return () => hook.promise(request)
    },
  },
  {
    kind: 'AsyncSeriesBailHook',
    call: 'resolveRpc.promise, the third tap answers',
    ours(kit, sink) {
      for (const name of TAPS)
        kit.hooks.resolveRpc.tapPromise(name, async (payload) => {
          sink.seen++
          return name === 'c' ? payload.method : undefined
        })
      return () => kit.hooks.resolveRpc.promise(rpc)
    },
    tapable(sink) {
      const hook = new tapable.AsyncSeriesBailHook<[RpcRequestInfo], unknown>(['request'])
      for (const name of TAPS)
        hook.tapPromise(name, async (payload) => {
          sink.seen++
          return name === 'c' ? payload.method : undefined
        })
      return () => hook.promise(rpc)
    },
  },
  {
    kind: 'AsyncSeriesWaterfallHook',
    call: 'remoteConfig.promise',
    ours(kit, sink) {
      for (const name of TAPS)
        kit.hooks.remoteConfig.tapPromise(name, async (payload) => {
          sink.seen += payload.features.length
          return payload
        })
      return () => kit.hooks.remoteConfig.promise(config)
    },
    tapable(sink) {
      const hook = new tapable.AsyncSeriesWaterfallHook<[RemoteConfigResponse]>(['features'])
      for (const name of TAPS)
        hook.tapPromise(name, async (payload) => {
          sink.seen += payload.features.length
          return payload
        })
      return () => hook.promise(config)
    },
  },
]
