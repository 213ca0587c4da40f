/**
 * Wei (decimal text) as ether with `decimals` fraction digits, truncated, e.g. '9999.990 ETH'
 * with symbol 'ETH'. No chain library: devtools stays small.
 */
export function formatWei(wei: string, symbol: string, decimals = 4): string {
  let value: bigint
  try {
    value = BigInt(wei)
  } catch {
    return `${wei} wei`
  }
  const negative = value < 0n
  const abs = negative ? -value : value
  const unit = 10n ** 18n
  const whole = abs / unit
  const fraction = (abs % unit).toString().padStart(18, '0').slice(0, decimals)
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''} ${symbol}`
}
