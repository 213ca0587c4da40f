/** The siwx plugin's name, for `kit.use` and every hook tap. */
export const SIWX_PLUGIN_NAME = 'appkit:siwx'

/** The sign-in view (spec §2 'SIWXSignMessage: sign-in message signature'). */
export const SIWX_VIEW = 'SIWXSignMessage'

/** The sign-in messages of spec §8, word for word. */
export const SIWX_ERRORS = Object.freeze({
  notEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
  /** The connected family has an adapter but its wallet (the connector) is not registered. */
  noConnectionClient: 'No ConnectionController client found',
  /** Spec §8 toast. */
  signingFailed: 'Error signing message',
})
