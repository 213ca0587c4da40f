const hexPattern = /^0x(?:[0-9a-fA-F]{2})*$/

/** Control characters other than tab, line feed and carriage return make text unreadable. */
function isPrintable(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f)
    if (control && character !== '\t' && character !== '\n' && character !== '\r') return false
  }
  return true
}

/**
 * The text a person should see for a personal_sign message: a hex message is decoded to
 * UTF-8 when it is valid UTF-8 and printable, and shown as hex otherwise; any other string is
 * shown as it is.
 */
export function decodePersonalMessage(message: string): string {
  if (!hexPattern.test(message)) return message
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(message.slice(2 + index * 2, 4 + index * 2), 16)
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return isPrintable(text) ? text : message
  } catch {
    return message
  }
}
