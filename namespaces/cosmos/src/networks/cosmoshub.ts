import type { CaipNetwork } from '@appkit/kernel'

/** Cosmos Hub (CAIP-2 `cosmos:cosmoshub-4`); account addresses use the `cosmos` bech32 prefix. */
export const cosmoshub = /* #__PURE__ */ Object.freeze({
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  chainNamespace: 'cosmos',
  caipNetworkId: 'cosmos:cosmoshub-4',
  assets: { imageId: 'cosmos:cosmoshub-4' },
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
}) satisfies CaipNetwork
