import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { createKit, installTestWalletIfAsked, mountDevtoolsIfAsked } from './appkit.config.js'

// The emulator's test wallets with ?testWallet=1 only (see appkit.config.ts).
await installTestWalletIfAsked()

const kit = createKit()
void mountDevtoolsIfAsked(kit)

const root = document.getElementById('root')
if (!root) throw new Error('The page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <App kit={kit} />
  </StrictMode>,
)
