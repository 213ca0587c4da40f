import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { createKit, mountDevtoolsIfAsked } from './appkit.config.js'

// The emulator's test wallet only with ?testWallet=1, loaded dynamically: without the flag the
// page loads none of it.
if (new URLSearchParams(window.location.search).get('testWallet') === '1') {
  const { installTestWallet } = await import('@appkit/emulator/test-wallet')
  const env = import.meta.env
  installTestWallet({
    chains: [
      {
        chainId: 31337,
        rpcUrl: env.VITE_APPKIT_RPC_31337 ?? 'http://127.0.0.1:8545',
        name: 'Hardhat',
      },
      {
        chainId: 1337,
        rpcUrl: env.VITE_APPKIT_RPC_1337 ?? 'http://127.0.0.1:8546',
        name: 'Localhost',
      },
    ],
  })
}

const kit = createKit()
void mountDevtoolsIfAsked(kit)

const root = document.getElementById('root')
if (!root) throw new Error('The page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <App kit={kit} />
  </StrictMode>,
)
