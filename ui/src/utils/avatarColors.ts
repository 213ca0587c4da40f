/** Two colours derived from an address, for the account's gradient avatar placeholder. */
export function avatarColors(address: string): { from: string; to: string } {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  return { from: `hsl(${hue} 80% 62%)`, to: `hsl(${(hue + 70) % 360} 75% 55%)` }
}
