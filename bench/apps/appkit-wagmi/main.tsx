// Ours in a wagmi app: the minimal app (createBenchKit: mainnet and one L2, eip155) with
// @appkit/wagmi's config under WagmiProvider and React Query, our Connect button, and one wagmi
// hook showing the address, as RainbowKit's, ConnectKit's and Reown's apps read it from wagmi.
import { AppKitProvider, ConnectButton } from '@appkit/ui'
import { createWagmiAdapter } from '@appkit/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { useAccount, WagmiProvider } from 'wagmi'
import { createBenchKit } from '../appkit/benchApp.js'

const kit = createBenchKit()
const { wagmiConfig } = createWagmiAdapter({ kit })
const queryClient = new QueryClient()

function WagmiAccount() {
  const { address } = useAccount()
  return address ? <p>wagmi: {address}</p> : null
}

const root = document.getElementById('root')
if (!root) throw new Error('The bench page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <AppKitProvider kit={kit}>
          <ConnectButton />
          <WagmiAccount />
        </AppKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
