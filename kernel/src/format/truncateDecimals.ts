/**
 * Truncates (never rounds) a decimal string to `decimals` places, padding with zeros:
 * 'Balances shown truncated to 3 decimals (default 0.000); token totals 2 decimals' (spec §5).
 */
export function truncateDecimals(value: string | undefined, decimals = 3): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec((value ?? '').trim())
  if (!match || (match[2] === '' && !match[3]))
    return decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0'
  const [, sign, whole, fraction = ''] = match
  const cut = fraction.slice(0, decimals).padEnd(decimals, '0')
  const integer = whole === '' ? '0' : whole!.replace(/^0+(?=\d)/, '')
  const negative = sign === '-' && /[1-9]/.test(integer + cut)
  return `${negative ? '-' : ''}${integer}${decimals > 0 ? `.${cut}` : ''}`
}
