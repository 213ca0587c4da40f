/** Where the demo finds the emulator; every value can be overridden through VITE_APPKIT_*. */
export const demoConfig = {
  projectId: import.meta.env.VITE_APPKIT_PROJECT_ID ?? 'appkit-local-project',
  apiUrl: import.meta.env.VITE_APPKIT_API_URL ?? 'http://127.0.0.1:4100',
  secureSiteUrl: import.meta.env.VITE_APPKIT_SECURE_SITE_URL ?? 'http://127.0.0.1:4200',
  rpc31337: import.meta.env.VITE_APPKIT_RPC_31337 ?? 'http://127.0.0.1:8545',
  rpc1337: import.meta.env.VITE_APPKIT_RPC_1337 ?? 'http://127.0.0.1:8546',
  solanaRpc: import.meta.env.VITE_APPKIT_SOLANA_RPC ?? 'http://127.0.0.1:8899',
  /**
   * The swap network the local chain 31337 stands in for: the emulator's swap API answers for
   * it from its pool on 31337 (`swapStandInChainId`, default 10). Chain 1337 has no stand-in,
   * so Swap says 'Network not supported for Swaps' there.
   */
  swapStandIn31337: import.meta.env.VITE_APPKIT_SWAP_STAND_IN_31337 ?? 'eip155:10',
  tokenAddress: (import.meta.env.VITE_APPKIT_TOKEN_ADDRESS ??
    '0x5FbDB2315678afecb367f032d93F642f64180aa3') as `0x${string}`,
} as const
