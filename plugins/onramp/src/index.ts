// @appkit/onramp: the public entry point. Only entry points re-export.

export { type BuildMeldUrlParameters, buildMeldUrl } from './buildMeldUrl.js'
export { checkPaymentAmount, paymentLimitFor } from './checkPaymentAmount.js'
export {
  createOnRampClient,
  type OnRampClient,
  type OnRampUrlRequest,
  type QuoteRequest,
} from './createOnRampClient.js'
export {
  createOnRampController,
  type OnRampAccount,
  type OnRampController,
  type OnRampControllerOptions,
  type OnRampState,
} from './createOnRampController.js'
export { mockQuote } from './mockQuote.js'
export {
  DEFAULT_ONRAMP_PROVIDERS,
  ONRAMP_FEATURE,
  onrampProvidersOf,
} from './ONRAMP_FEATURE.js'
export type {
  OnRampOptions as OnRampCurrencyOptions,
  OnRampProvider,
  OnRampQuote,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
  PurchaseCurrencyNetwork,
  QuoteAmount,
} from './OnRampTypes.js'
export { onRampProvidersFrom } from './onRampProvidersFrom.js'
export { ONRAMP_SERVICE, type OnRampOptions, onramp } from './onramp.js'
export {
  BUY_ENTRY_LABEL,
  BUY_IN_PROGRESS_VIEW,
  DEFAULT_MELD_PUBLIC_KEY,
  DEFAULT_PAYMENT_CURRENCIES,
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PAYMENT_METHOD_LIMITS,
  DEFAULT_PURCHASE_CURRENCIES,
  DEFAULT_PURCHASE_CURRENCY,
  KNOWN_PROVIDERS,
  MOCK_QUOTE_MESSAGE,
  ONRAMP_CHAINS,
  ONRAMP_FIAT_SELECT_VIEW,
  ONRAMP_PLUGIN_NAME,
  ONRAMP_PROVIDERS_VIEW,
  ONRAMP_TOKEN_SELECT_VIEW,
  ONRAMP_URL_FAILED,
  PROVIDER_FEE_RANGE,
} from './policies.js'
