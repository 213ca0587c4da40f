import type { Eip155Adapter } from '@appkit/eip155'
import type { AppKit, CaipNetwork } from '@appkit/kernel'
import { custom, type Transport } from 'viem'

function eip155Adapter(kit: AppKit): Eip155Adapter {
  const adapter = kit.adapter('eip155') as Partial<Eip155Adapter> | undefined
  if (typeof adapter?.getPublicClient !== 'function') {
    throw new Error('@appkit/wagmi: the kit has no eip155 plugin: add .use(eip155()) to it')
  }
  return adapter as Eip155Adapter
}

/**
 * wagmi's transport for a network: the kit's own public client (its RPC URLs with the project
 * id, ranked fallback, batching), so wagmi's reads never go to a public default RPC and devtools
 * lists them beside the kit's.
 */
export function kitTransport(kit: AppKit, network: CaipNetwork): Transport {
  return custom(
    {
      async request({ method, params }) {
        const client = await eip155Adapter(kit).getPublicClient(network)
        return client.request({ method, params } as never)
      },
    },
    { key: 'appkit', name: 'AppKit' },
  )
}
