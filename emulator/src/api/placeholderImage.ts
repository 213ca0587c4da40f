import type { ImageSubject } from '../types.js'

/** Background when a listing has no colour (or an unusable one). */
export const NEUTRAL_COLOR = '#8e8e93'

const SIZE = 96

/**
 * A square SVG logo standing in for a registry image: the name's initials on the brand colour.
 * Names are untrusted, so all text is escaped and the colour must be a hex colour.
 *
 * @example
 * placeholderImage({ name: 'Rainbow', color: '#001e59' }) // '<svg ...>...R</text></svg>'
 */
export function placeholderImage(subject: ImageSubject): string {
  const background = normalizeColor(subject.color)
  const foreground = isLight(background) ? '#141414' : '#ffffff'
  const label = escapeXml(subject.name)
  const initials = escapeXml(initialsOf(subject.name))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="24" fill="${background}"/>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, sans-serif" font-size="36" font-weight="600" fill="${foreground}">${initials}</text>`,
    '</svg>',
  ].join('')
}

/** Up to two initials: the first letter or digit of the first two words, upper-cased. */
export function initialsOf(name: string): string {
  const initials: string[] = []
  for (const word of name.split(/[\s\-_.]+/u)) {
    const first = word.match(/[\p{L}\p{N}]/u)?.[0]
    if (first !== undefined) initials.push(first.toUpperCase())
    if (initials.length === 2) break
  }
  return initials.length > 0 ? initials.join('') : '?'
}

/** Escapes text for XML content and attributes, dropping characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? '')
}

/** XML 1.0 `Char`: tab, line feed, carriage return and the ranges without controls or lone surrogates. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  )
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** A `#rgb`, `#rrggbb` colour in lower case, or the neutral fallback for anything else. */
export function normalizeColor(color: string | null): string {
  if (color === null) return NEUTRAL_COLOR
  const trimmed = color.trim().toLowerCase()
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(trimmed) ? trimmed : NEUTRAL_COLOR
}

function isLight(hex: string): boolean {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1)
  const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16))
  // Relative luminance, roughly (ITU-R BT.601 weights); above the midpoint reads as light.
  return (0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0)) / 255 > 0.6
}
