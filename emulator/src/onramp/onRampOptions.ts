import type { Address } from 'viem'
import { ONRAMP_FIAT_CURRENCIES, ONRAMP_LIMITS, ONRAMP_TOKEN } from './ONRAMP_DEFAULTS.js'

/** GET /v1/onramp/options: the token on every local chain; USD and EUR with the default limits. */
export function onRampOptions(
  chains: readonly { chainId: number; name: string }[],
  token: Address,
) {
  return {
    purchaseCurrencies: [
      {
        id: 'usd-coin-local',
        name: ONRAMP_TOKEN.name,
        symbol: ONRAMP_TOKEN.symbol,
        networks: chains.map((chain) => ({
          name: `local-${chain.chainId}`,
          display_name: chain.name,
          chain_id: String(chain.chainId),
          contract_address: token,
        })),
      },
    ],
    paymentCurrencies: ONRAMP_FIAT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: ONRAMP_LIMITS,
    })),
  }
}
