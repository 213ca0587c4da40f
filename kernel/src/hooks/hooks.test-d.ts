/**
 * Type tests, checked by `tsc` (not run): the hooks object gives taps typed payloads.
 */
import { createHooks } from './hooks.js'

const hooks = createHooks()

hooks.connected.tap('typed payload', (info) => {
  const namespace: string = info.namespace
  const connectorId: string = info.connection.connectorId
  void [namespace, connectorId]
})
hooks.shouldShowView.tap('veto Swap', (view) => (view === 'Swap' ? false : undefined))
hooks.resolveRpc.tapPromise('rpc answer', async (request) =>
  request.method === 'eth_chainId' ? '0x1' : undefined,
)
hooks.resolveRpc.tapAsync('rpc', (request, callback) => callback(null, request.method))
hooks.remoteConfig.tap('filter', (config) => ({
  features: config.features.filter((feature) => feature.id !== 'x'),
}))
const answer: boolean | undefined = hooks.shouldShowView.call('Connect', undefined)
const rpcAnswer: Promise<unknown> = hooks.resolveRpc.promise({
  namespace: 'eip155',
  method: 'eth_chainId',
})
hooks.modalClosed.call()
void [answer, rpcAnswer]

// @ts-expect-error the payload must be a ConnectedInfo
hooks.connected.call({ namespace: 'not-a-namespace' })
// @ts-expect-error sync hooks have no tapAsync
hooks.connected.tapAsync('x', () => undefined)
// @ts-expect-error async hooks have no synchronous call
hooks.beforeConnect.call({ connectorId: 'x', namespace: 'eip155' })
// @ts-expect-error the hooks object is readonly
hooks.connected = hooks.disconnected
