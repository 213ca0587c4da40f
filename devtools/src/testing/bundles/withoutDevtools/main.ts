// TEST FIXTURE: an app entry that uses the kit and does not import @appkit/devtools.
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
document.body.dataset.view = kit.router.store.getState().view
