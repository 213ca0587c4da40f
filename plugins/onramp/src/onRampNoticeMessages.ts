import { defineMessages } from '@appkit/kernel'

/**
 * What OnRampProviders says of the quote and the checkout (exported in English as
 * MOCK_QUOTE_MESSAGE and ONRAMP_URL_FAILED).
 */
export const onRampNoticeMessages = defineMessages('onramp.notice', {
  mockQuote: 'Live quote unavailable: showing an estimate',
  checkoutFailed: 'Could not open the provider. Try again.',
})
