const DECIMAL_AMOUNT = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * The amount the preview sends: the exact text WalletSend passed in the view data when it is a
 * decimal amount, else the send state's number written out (`fallback`).
 *
 * @example previewAmount('0.123456789012345678', '0.123456789012346') // '0.123456789012345678'
 */
export function previewAmount(fromData: unknown, fallback: string): string {
  return typeof fromData === 'string' && DECIMAL_AMOUNT.test(fromData.trim())
    ? fromData.trim()
    : fallback
}
