// The minimal app every one of our bench builds shares: createAppKit with the EVM namespace
// (Ethereum mainnet and one L2) and @appkit/ui's provider and Connect button. `?api=` points
// every service at a local server (the bench passes the emulator's URL).
import { eip155 } from '@appkit/eip155'
import { base, mainnet } from '@appkit/eip155/networks'
import { type AppKit, createAppKit } from '@appkit/kernel'
import { AppKitProvider, ConnectButton } from '@appkit/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

export function createBenchKit(): AppKit {
  const params = new URLSearchParams(window.location.search)
  const api = params.get('api')
  return createAppKit({
    projectId: params.get('projectId') ?? 'appkit-local-project',
    networks: [mainnet, base],
    metadata: {
      name: 'Bench',
      description: 'One Connect button',
      url: window.location.origin,
      icons: [],
    },
    ...(api ? { urls: { api, blockchainApi: api, analytics: api } } : {}),
  }).use(eip155())
}

export function renderBenchApp(kit: AppKit): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('The bench page needs a #root element')
  createRoot(root).render(
    <StrictMode>
      <AppKitProvider kit={kit}>
        <ConnectButton />
      </AppKitProvider>
    </StrictMode>,
  )
}
