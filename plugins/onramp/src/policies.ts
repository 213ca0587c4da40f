import type { ChainNamespace } from '@appkit/kernel'
import type { OnRampProvider, PaymentCurrency, PurchaseCurrency } from './OnRampTypes.js'
import { onRampNoticeMessages } from './onRampNoticeMessages.js'
import { onrampMessages } from './onrampMessages.js'

/** The plugin's name in the kit (`kit.plugins()`). */
export const ONRAMP_PLUGIN_NAME = 'appkit:onramp'

/** The views this plugin registers. */
export const ONRAMP_PROVIDERS_VIEW = 'OnRampProviders'
export const ONRAMP_TOKEN_SELECT_VIEW = 'OnRampTokenSelect'
export const ONRAMP_FIAT_SELECT_VIEW = 'OnRampFiatSelect'
export const BUY_IN_PROGRESS_VIEW = 'BuyInProgress'

/** The Account view's entry that opens OnRampProviders (its accessible name, in English). */
export const BUY_ENTRY_LABEL = onrampMessages.accountEntry.message

/** Spec §6 'Onramp chains eip155 and solana'. */
export const ONRAMP_CHAINS: readonly ChainNamespace[] = ['eip155', 'solana']

/** Spec §6 'provider fee range 1-2%'. */
export const PROVIDER_FEE_RANGE = '1-2%'

/** The providers the modal knows how to show, by their remote-config name. */
export const KNOWN_PROVIDERS: readonly OnRampProvider[] = [
  { name: 'meld', label: 'Meld', feeRange: PROVIDER_FEE_RANGE, supportedChains: ONRAMP_CHAINS },
]

/** Spec §5/§9 default limits: card 10.00 to 7500.00, bank account 10.00 to 25000.00. */
export const DEFAULT_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
] as const

/** Paying by card until the visitor picks another method. */
export const DEFAULT_PAYMENT_METHOD = 'card'

/** Spec §5/§9 default currencies USD and EUR, each with the default limits. */
export const DEFAULT_PAYMENT_CURRENCIES: readonly PaymentCurrency[] = [
  { id: 'USD', payment_method_limits: DEFAULT_PAYMENT_METHOD_LIMITS },
  { id: 'EUR', payment_method_limits: DEFAULT_PAYMENT_METHOD_LIMITS },
]

/** Spec §3 default purchase currency: USD Coin on the Ethereum and Polygon mainnets. */
export const DEFAULT_PURCHASE_CURRENCY: PurchaseCurrency = {
  id: 'usd-coin',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'ethereum-mainnet',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'polygon-mainnet',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
    },
  ],
}

/** Spec §3 default payment currency: USD. */
export const DEFAULT_PAYMENT_CURRENCY: PaymentCurrency = DEFAULT_PAYMENT_CURRENCIES[0]!

/** The list GET onramp/options falls back to when it fails (spec §7). */
export const DEFAULT_PURCHASE_CURRENCIES: readonly PurchaseCurrency[] = [DEFAULT_PURCHASE_CURRENCY]

/** The amount of fiat the form starts with. */
export const DEFAULT_PAYMENT_AMOUNT = 100

/** The meld widget's public key sent as `publicKey` (a local, non-secret identifier). */
export const DEFAULT_MELD_PUBLIC_KEY = 'appkit-local-meld'

/** Shown beside the amount when the quote is the spec §7 fallback, not a live one (in English). */
export const MOCK_QUOTE_MESSAGE = onRampNoticeMessages.mockQuote.message

/**
 * Shown when the provider's checkout address could not be made (POST generators/onrampurl), in
 * English.
 */
export const ONRAMP_URL_FAILED = onRampNoticeMessages.checkoutFailed.message
