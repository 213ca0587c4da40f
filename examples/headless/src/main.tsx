import { installTestWallet } from '@appkit/emulator/test-wallet'
import { AppKitProvider } from '@appkit/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { createHeadlessKit } from './createHeadlessKit.js'
import { headlessConfig } from './headlessConfig.js'
import './headless.css'

// `?testWallet=1`: the emulator's EIP-6963 test wallet, holding the local chains' test accounts.
if (new URLSearchParams(window.location.search).get('testWallet') === '1') {
  installTestWallet({
    chains: [
      { chainId: 31337, rpcUrl: headlessConfig.rpc31337, name: 'Hardhat' },
      { chainId: 1337, rpcUrl: headlessConfig.rpc1337, name: 'Localhost' },
    ],
  })
}
const kit = createHeadlessKit()

const root = document.getElementById('root')
if (!root) throw new Error('The page needs a #root element')
createRoot(root).render(
  <StrictMode>
    {/* 'intent': the modal's code would wait for a hover on an AppKit button; there is none. */}
    <AppKitProvider kit={kit} preload="intent">
      <App />
    </AppKitProvider>
  </StrictMode>,
)
