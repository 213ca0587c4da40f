import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App.js'
import {
  createKit,
  createWagmi,
  installTestWalletIfAsked,
  mountDevtoolsIfAsked,
} from './appkit.config.js'

// The emulator's test wallets with ?testWallet=1 only (see appkit.config.ts).
await installTestWalletIfAsked()

const kit = createKit()
void mountDevtoolsIfAsked(kit)
// wagmi's config follows the kit: its one connector is whatever wallet the modal connected.
const { wagmiConfig } = createWagmi(kit)
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('The page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App kit={kit} />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
