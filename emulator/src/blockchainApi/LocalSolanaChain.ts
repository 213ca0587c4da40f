/** The emulator's Solana chain as the blockchain API sees it. */
export interface LocalSolanaChain {
  /** CAIP-2, `solana:<first 32 characters of the genesis hash>`. */
  caip2: string
  /** The SPL test token every funded keypair holds. */
  token: { mint: string; name: string; symbol: string; decimals: number }
  /** Lamports of `owner`. */
  getLamports(owner: string): Promise<bigint>
  /** Base units of the test token in `owner`'s associated token account; 0 without one. */
  getTokenAmount(owner: string): Promise<bigint>
}
