import { truncateDecimals } from '@appkit/kernel'

/** Decimals shown of a transferred quantity. */
export const QUANTITY_DECIMALS = 4

/**
 * A transferred quantity as shown: truncated (never rounded) to 4 decimals, trailing zeros
 * dropped ('0.0100' is '0.01'), and '<0.0001' for a smaller non-zero amount.
 */
export function formatQuantity(numeric: string, decimals = QUANTITY_DECIMALS): string {
  const cut = truncateDecimals(numeric, decimals)
  const trimmed = cut.includes('.') ? cut.replace(/\.?0+$/, '') : cut
  if (/^-?0$/.test(trimmed) && /[1-9]/.test(numeric)) return `<0.${'0'.repeat(decimals - 1)}1`
  return trimmed === '-0' ? '0' : trimmed
}
