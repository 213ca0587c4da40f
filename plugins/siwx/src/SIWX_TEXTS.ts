import { siwxErrorMessages as m } from './siwxErrorMessages.js'

/** The siwx plugin's name, for `kit.use` and every hook tap. */
export const SIWX_PLUGIN_NAME = 'appkit:siwx'

/** The sign-in view (spec §2 'SIWXSignMessage: sign-in message signature'). */
export const SIWX_VIEW = 'SIWXSignMessage'

/**
 * The sign-in messages of spec §8, word for word: the English of siwxErrorMessages, which the
 * view shows in the visitor's locale ('SIWX is not enabled' is for the app's developer).
 */
export const SIWX_ERRORS = Object.freeze({
  notEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: m.noActiveCaipAddress.message,
  noActiveCaipNetworkOrClient: m.noActiveCaipNetworkOrClient.message,
  /** The connected family has an adapter but its wallet (the connector) is not registered. */
  noConnectionClient: m.noConnectionClient.message,
  /** Spec §8 toast. */
  signingFailed: m.signingFailed.message,
})
