// Reown AppKit with its wagmi adapter, as its docs set up a React app: Ethereum mainnet and one
// L2, the <appkit-button> web component. A dummy project id: the bench runs offline.

import { base, mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const projectId = '0123456789abcdef0123456789abcdef'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet, base], projectId })
createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet, base],
  projectId,
  metadata: {
    name: 'Bench',
    description: 'One Connect button',
    url: window.location.origin,
    icons: [],
  },
})
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('The bench page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        {createElement('appkit-button')}
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
