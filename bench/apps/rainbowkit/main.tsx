// RainbowKit as its docs set up a React app: getDefaultConfig with Ethereum mainnet and one L2,
// its ConnectButton. A dummy WalletConnect project id: the bench runs offline.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

const config = getDefaultConfig({
  appName: 'Bench',
  projectId: '0123456789abcdef0123456789abcdef',
  chains: [mainnet, base],
})
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('The bench page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
