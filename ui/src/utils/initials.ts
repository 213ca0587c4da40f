/** A placeholder's letters: 'Trust Wallet' -> 'TW', 'MetaMask' -> 'M', '' -> '?'. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s_-]+/u)
    .filter(Boolean)
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
  return letters ? letters.toUpperCase() : '?'
}
