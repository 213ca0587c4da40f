import type { CaipNetwork } from '@appkit/kernel'

/** Polkadot relay chain: CAIP-2 `polkadot:` plus the first 32 hex of its genesis hash. */
export const polkadotMainnet = /* #__PURE__ */ Object.freeze({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  assets: { imageId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' },
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
}) satisfies CaipNetwork
