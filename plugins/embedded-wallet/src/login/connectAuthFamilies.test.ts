import type { CaipNetwork } from '@appkit/kernel'
import { describe, expect, it, vi } from 'vitest'
import { connectAuthFamilies } from './connectAuthFamilies.js'

function network(chainNamespace: 'eip155' | 'solana', id: string): CaipNetwork {
  const http = ['http://127.0.0.1:1']
  return {
    id,
    name: id,
    chainNamespace,
    caipNetworkId: `${chainNamespace}:${id}`,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 9 },
    rpcUrls: { default: { http }, chainDefault: { http } },
  }
}
const EVM = network('eip155', '1')
const SOL = network('solana', 'local')
const FAMILIES = [
  { namespace: 'eip155', connectorId: 'evm-auth' },
  { namespace: 'solana', connectorId: 'sol-auth' },
] as const

function setUp(networks: CaipNetwork[], active: CaipNetwork | undefined, adapters: string[]) {
  const connect = vi.fn(async (id: string) => ({ connectorId: id }) as never)
  const ctx = {
    connect,
    adapter: (namespace: string) => (adapters.includes(namespace) ? ({} as never) : undefined),
    registry: {
      store: {
        getState: () => ({
          networks,
          activeCaipNetwork: active,
          connectors: [{ chain: 'eip155' }, { chain: 'solana' }],
        }),
      },
    } as never,
  }
  return { connect, run: connectAuthFamilies(ctx, FAMILIES) }
}

describe('connectAuthFamilies (spec §6: the auth connector serves eip155 and solana)', () => {
  it('connects every family the app has, the active one first and the others not activated', async () => {
    const { connect, run } = setUp([EVM, SOL], SOL, ['eip155', 'solana'])
    await expect(run('evm-auth')).resolves.toEqual({ connectorId: 'sol-auth' })
    expect(connect.mock.calls).toEqual([['sol-auth'], ['evm-auth', { activate: false }]])
  })

  it('skips a family without adapter or network (a Solana-only app connects Solana only)', async () => {
    const { connect, run } = setUp([SOL], SOL, ['solana'])
    await run('evm-auth')
    expect(connect.mock.calls).toEqual([['sol-auth']])
  })
})
