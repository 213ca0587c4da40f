import type { CaipNetwork } from '@appkit/kernel'

/** Bitcoin testnet3: CAIP-2 `bip122:` plus the first 32 hex of its genesis block hash. */
export const bitcoinTestnet = /* #__PURE__ */ Object.freeze({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  assets: { imageId: 'bip122:000000000933ea01ad0ee984209779ba' },
  nativeCurrency: { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
}) satisfies CaipNetwork
