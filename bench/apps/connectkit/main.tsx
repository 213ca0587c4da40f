// ConnectKit as its docs set up a React app: getDefaultConfig with Ethereum mainnet and one L2,
// its ConnectKitButton. A dummy WalletConnect project id: the bench runs offline.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { createConfig, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

const config = createConfig(
  getDefaultConfig({
    appName: 'Bench',
    walletConnectProjectId: '0123456789abcdef0123456789abcdef',
    chains: [mainnet, base],
    transports: { [mainnet.id]: http(), [base.id]: http() },
  }),
)
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('The bench page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <ConnectKitButton />
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
