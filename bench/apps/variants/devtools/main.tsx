// Ours plus @appkit/analytics and @appkit/devtools (installed eagerly, as a developer would
// during development): the bytes the devtools add when enabled.
// (The rest is bench/apps/appkit/main.tsx.) `?api=` points every service at a local server (the bench passes
// the emulator's URL); without it the kit uses its defaults.
import { analytics } from '@appkit/analytics'
import { devtools, mountDevtools } from '@appkit/devtools'
import { eip155 } from '@appkit/eip155'
import { base, mainnet } from '@appkit/eip155/networks'
import { createAppKit } from '@appkit/kernel'
import { AppKitProvider, ConnectButton } from '@appkit/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const params = new URLSearchParams(window.location.search)
const api = params.get('api')
const kit = createAppKit({
  projectId: params.get('projectId') ?? 'appkit-local-project',
  networks: [mainnet, base],
  metadata: {
    name: 'Bench',
    description: 'One Connect button',
    url: window.location.origin,
    icons: [],
  },
  ...(api ? { urls: { api, blockchainApi: api, analytics: api } } : {}),
})
  .use(eip155())
  .use(analytics())
const tools = devtools({ production: false })
kit.use(tools)
mountDevtools(tools)

const root = document.getElementById('root')
if (!root) throw new Error('The bench page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <AppKitProvider kit={kit}>
      <ConnectButton />
    </AppKitProvider>
  </StrictMode>,
)
