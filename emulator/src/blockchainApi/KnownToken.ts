import type { Address } from 'viem'

/** A token the emulator deploys on every local chain (listed in balances, priced by symbol). */
export interface KnownToken {
  address: Address
  name: string
  symbol: string
  decimals: number
}
