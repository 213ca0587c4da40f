/** The USDC-like token the on-ramp sells: deployed on every local chain by the treasury. */
export const ONRAMP_TOKEN = {
  name: 'USD Coin',
  symbol: 'USDC',
  /** The committed TestToken contract has 18 decimals. */
  decimals: 18,
  /** Minted to the treasury at deployment, in whole tokens. */
  treasurySupply: 1_000_000_000n,
} as const

/** The fee the local provider takes from the fiat amount: inside spec §6's '1-2%'. */
export const ONRAMP_FEE_RATE = 0.015

/** Spec §5/§9 default limits, which the local provider applies too. */
export const ONRAMP_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
] as const

/** Spec §5/§9 currencies USD and EUR. */
export const ONRAMP_FIAT_CURRENCIES = ['USD', 'EUR'] as const

/** Where the local provider's checkout page is served. */
export const CHECKOUT_PATH = '/onramp/checkout'
