/** An amount as the form shows it: at most `decimals` decimals, no trailing zeros. */
export function formatAmount(amount: number, decimals = 4): string {
  return Number(amount.toFixed(decimals)).toString()
}
