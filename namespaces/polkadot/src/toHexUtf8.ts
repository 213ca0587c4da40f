/** The UTF-8 bytes of a text as 0x-prefixed lower-case hex (signRaw's `data`). */
export function toHexUtf8(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}
