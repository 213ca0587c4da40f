/** Fired on window by Keplr-style extensions when the user changes account. */
export const KEPLR_KEYSTORE_CHANGE_EVENT = 'keplr_keystorechange'
