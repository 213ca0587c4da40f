import { totalTokenValue } from '@appkit/kernel'

/**
 * A USD value as the send views show it: a dollar sign and 2 decimals, truncated ('token
 * totals 2 decimals', spec §5). Accepts a number or a 2-decimal total already computed.
 *
 * @example formatUsd(12.349) // '$12.34'
 */
export function formatUsd(value: number | string | undefined): string {
  if (typeof value === 'string') return `$${value}`
  return `$${totalTokenValue(value === undefined ? [] : [{ value }])}`
}
