import { defineMessages } from '@appkit/kernel'

/**
 * Spec §8 sign-in messages the visitor may read (the Sign button's toast): the controller rejects
 * with their English, the view shows them in the visitor's locale.
 */
export const siwxErrorMessages = defineMessages('siwx.error', {
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
  noConnectionClient: 'No ConnectionController client found',
  signingFailed: 'Error signing message',
})
