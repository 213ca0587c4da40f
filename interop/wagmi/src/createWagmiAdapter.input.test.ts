import { createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { testEvmNetwork } from '@appkit/tests/testEvmWallet'
import { getBalance } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { createWagmiAdapter } from './createWagmiAdapter.js'

const solanaOnly = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
} as const

describe('createWagmiAdapter, bad input', () => {
  it('refuses a kit with no eip155 network, saying what to add', () => {
    const kit = createAppKit({ projectId: 'p', networks: [solanaOnly], loadRemoteConfig: false })
    expect(() => createWagmiAdapter({ kit })).toThrow(
      '@appkit/wagmi: the kit has no eip155 network: list one in createAppKit({ networks })',
    )
    kit.destroy()
  })

  it("a read on a kit without the eip155 plugin fails naming the missing plugin, not a public RPC's answer", async () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [testEvmNetwork(31337, 'Hardhat', 'http://127.0.0.1:9')],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    })
    const { wagmiConfig, destroy } = createWagmiAdapter({ kit })
    await expect(
      getBalance(wagmiConfig, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    ).rejects.toThrow('add .use(eip155()) to it')
    destroy()
    kit.destroy()
  })
})
