// README.md, 'With wagmi': quoted there verbatim (tests/unit/readmeExamples.test.ts), type-checked here.
import { eip155 } from '@appkit/eip155'
import { base, mainnet } from '@appkit/eip155/networks'
import { createAppKit } from '@appkit/kernel'
import { AppKitProvider, ConnectButton } from '@appkit/ui'
import { createWagmiAdapter } from '@appkit/wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { formatUnits } from 'viem'
import { useAccount, useBalance, useSignMessage, WagmiProvider } from 'wagmi'

const kit = createAppKit({
  projectId: 'appkit-local-project',
  networks: [mainnet, base],
  metadata: { name: 'My app', description: 'My app', url: window.location.origin, icons: [] },
  urls: { api: 'http://127.0.0.1:4100' },
}).use(eip155())
const { wagmiConfig } = createWagmiAdapter({ kit })
const queryClient = new QueryClient()

function Account() {
  const { address } = useAccount()
  const balance = useBalance({ address })
  const { signMessage, data: signature } = useSignMessage()
  if (!address) return <ConnectButton />
  return (
    <p>
      {address}: {balance.data && formatUnits(balance.data.value, balance.data.decimals)}{' '}
      {balance.data?.symbol}
      <button type="button" onClick={() => signMessage({ message: 'Hello' })}>
        Sign
      </button>
      {signature}
    </p>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <AppKitProvider kit={kit}>
        <Account />
      </AppKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
