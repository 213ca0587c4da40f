// The baseline: React and viem's public client for Ethereum mainnet and one L2, one button.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createPublicClient, http } from 'viem'
import { base, mainnet } from 'viem/chains'

const clients = [mainnet, base].map((chain) => createPublicClient({ chain, transport: http() }))

function App() {
  const [chainIds, setChainIds] = useState<number[]>([])
  return (
    <button type="button" onClick={() => setChainIds(clients.map((client) => client.chain.id))}>
      {chainIds.length ? `Chains ${chainIds.join(', ')}` : 'Connect Wallet'}
    </button>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('The bench page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
