import type { CaipNetwork } from '@appkit/kernel'

/** Bitcoin mainnet: CAIP-2 `bip122:` plus the first 32 hex of the genesis block hash. */
export const bitcoin = /* #__PURE__ */ Object.freeze({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  assets: { imageId: 'bip122:000000000019d6689c085ae165831e93' },
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
}) satisfies CaipNetwork
