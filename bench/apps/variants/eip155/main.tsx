// Per-package variant: React, one button, the kernel and the EVM namespace (no UI).
import { eip155 } from '@appkit/eip155'
import { base, mainnet } from '@appkit/eip155/networks'
import { createAppKit } from '@appkit/kernel'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const kit = createAppKit({ projectId: 'appkit-local-project', networks: [mainnet, base] }).use(
  eip155(),
)

const root = document.getElementById('root')
if (!root) throw new Error('The bench page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <button type="button" onClick={() => kit.open()}>
      Connect Wallet
    </button>
  </StrictMode>,
)
