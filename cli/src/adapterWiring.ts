import type { Adapter, Template } from './catalog.js'

export interface AdapterWiring {
  /** Each module appkit.config.ts imports for the adapter, with the names imported from it. */
  imports: { from: string; names: string[] }[]
  /** The exported function that makes the adapter from the kit (appended to appkit.config.ts). */
  factory: string
}

/**
 * How appkit.config.ts makes the app's adapter from its kit: `createWagmi(kit)` or
 * `createEthers(kit)`. On Next.js, wagmi runs in its server-rendering mode and keeps the
 * connection in a cookie, so the server's first render can already show it.
 */
export function adapterWiring(
  adapter: Exclude<Adapter, 'none'>,
  template: Template,
): AdapterWiring {
  if (adapter === 'ethers') {
    return {
      imports: [{ from: '@appkit/ethers', names: ['createEthersAdapter', 'type EthersAdapter'] }],
      factory: `
/**
 * ethers 6 on the kit: a BrowserProvider and signer for the wallet the modal connected, following
 * its account and chain. Made in the browser only (useEthers).
 */
export function createEthers(kit: AppKit): EthersAdapter {
  return createEthersAdapter({ kit })
}
`,
    }
  }
  const wagmi = { from: '@appkit/wagmi', names: ['createWagmiAdapter', 'type WagmiAdapter'] }
  if (template === 'next-app') {
    return {
      imports: [wagmi, { from: 'wagmi', names: ['cookieStorage', 'createStorage'] }],
      factory: `
/**
 * wagmi on the kit: its hooks and actions use the wallet the modal connected. Next.js renders on
 * the server first: wagmi keeps the connection in a cookie, and Providers.tsx starts from it
 * (cookieToInitialState), so the server's HTML already shows a returning visitor's account.
 */
export function createWagmi(kit: AppKit): WagmiAdapter {
  return createWagmiAdapter({ kit, ssr: true, storage: createStorage({ storage: cookieStorage }) })
}
`,
    }
  }
  return {
    imports: [wagmi],
    factory: `
/** wagmi on the kit: its hooks and actions use the wallet the modal connected (see main.tsx). */
export function createWagmi(kit: AppKit): WagmiAdapter {
  return createWagmiAdapter({ kit })
}
`,
  }
}
