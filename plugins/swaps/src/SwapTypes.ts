/** A token the swap API offers on the swap network (spec §3 swap token). */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10 on the swap network, e.g. 'eip155:10:0xEeee…' for the native currency. */
  address: string
  decimals: number
  logoUri: string
}

/** GET convert/quotes, the first quote: amounts in the tokens' smallest units. */
export interface SwapQuote {
  fromAmount: bigint
  toAmount: bigint
}

/** GET convert/gas-price, in wei. */
export interface SwapGasPrice {
  standard: bigint
  fast: bigint
  instant: bigint
}

/** A transaction the swap API built (build-approve, build-transaction), ready for the wallet. */
export interface SwapTransaction {
  /** The contract called, a plain address (the CAIP-10 network was checked). */
  to: string
  data: `0x${string}`
  value: bigint
  gas: bigint | undefined
  gasPrice: bigint | undefined
}
