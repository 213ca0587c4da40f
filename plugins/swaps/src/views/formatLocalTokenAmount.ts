import type { I18n } from '@appkit/kernel'
import { formatTokenAmount } from '../formatTokenAmount.js'

/**
 * An amount in the smallest unit as formatTokenAmount writes it (cut, never rounded, to
 * `maxDecimals`), in the visitor's locale: its decimal separator and digits, and no grouping,
 * as the amount is typed. Exact for any amount: the whole part is formatted as a bigint and the
 * decimals kept (at most `maxDecimals` digits) as a fraction of their own.
 *
 * @example formatLocalTokenAmount(formatNumber, 1_234_567_890_000_000_000n, 18, 4) // '1,2345' in de
 */
export function formatLocalTokenAmount(
  formatNumber: I18n['formatNumber'],
  value: bigint,
  decimals: number,
  maxDecimals = 6,
): string {
  const negative = value < 0n
  const cut = formatTokenAmount(negative ? -value : value, decimals, maxDecimals)
  const [whole = '0', fraction = ''] = cut.split('.')
  let text = formatNumber(BigInt(whole), { useGrouping: false })
  if (fraction) {
    const digits = fraction.length
    // '0.505' in the locale ('0,505', '۰٫۵۰۵'): its separator and digits, without the zero.
    const zeroAndFraction = formatNumber(Number(`0.${fraction}`), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    })
    text += zeroAndFraction.slice(formatNumber(0).length)
  }
  return negative ? `-${text}` : text
}
