// TEST FIXTURE: the demo's pattern: devtools only through a dynamic import behind ?devtools=1.
import { createAppKit } from '@appkit/kernel'

const kit = createAppKit({
  projectId: 'bundle-test',
  networks: [
    {
      id: 31337,
      name: 'Hardhat',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
})
if (new URLSearchParams(window.location.search).get('devtools') === '1') {
  void import('@appkit/devtools').then(({ devtools, mountDevtools }) => {
    const tools = devtools()
    kit.use(tools)
    mountDevtools(tools)
  })
}
