/**
 * The ICU MessageFormat subset the catalogs use, parsed into parts: text, `{name}`,
 * `{n, number[, integer|percent]}`, `{d, date[, short|medium|long|full]}`,
 * `{n, plural|selectordinal, [offset:k] =0 {…} one {…} other {…}}` with `#`, and
 * `{key, select, a {…} other {…}}`. Apostrophes quote as in ICU: `''` is one apostrophe and
 * `'{…}'` is literal text.
 */
export type MessagePart =
  | string
  | { readonly type: 'argument'; readonly name: string }
  | { readonly type: 'number'; readonly name: string; readonly style?: 'integer' | 'percent' }
  | { readonly type: 'date'; readonly name: string; readonly style: DateStyle }
  | { readonly type: 'pound' }
  | {
      readonly type: 'plural'
      readonly name: string
      readonly ordinal: boolean
      readonly offset: number
      readonly options: Readonly<Record<string, readonly MessagePart[]>>
    }
  | {
      readonly type: 'select'
      readonly name: string
      readonly options: Readonly<Record<string, readonly MessagePart[]>>
    }

type DateStyle = 'short' | 'medium' | 'long' | 'full'

export class MessageSyntaxError extends Error {
  constructor(
    reason: string,
    readonly offset: number,
  ) {
    super(`${reason} at ${offset}`)
    this.name = 'MessageSyntaxError'
  }
}

const NAME = /[A-Za-z0-9_]/
const DATE_STYLES = ['short', 'medium', 'long', 'full']
const PLURAL_KEY = /^(=\d+|zero|one|two|few|many|other)$/

/** Parses one message; throws MessageSyntaxError with the offset of the first mistake. */
export function parseMessage(text: string): readonly MessagePart[] {
  let at = 0

  const fail = (reason: string): never => {
    throw new MessageSyntaxError(reason, at)
  }
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++
  }
  const readName = () => {
    skipSpace()
    const start = at
    while (at < text.length && NAME.test(text[at]!)) at++
    if (at === start) fail('Expected an argument name')
    return text.slice(start, at)
  }
  const expect = (char: string) => {
    skipSpace()
    if (at >= text.length) fail('Unclosed argument')
    if (text[at] !== char) fail(`Expected '${char}'`)
    at++
  }

  // Reads parts until the closing brace of a plural or select option (depth > 0) or the end.
  function readParts(depth: number, inPlural: boolean): MessagePart[] {
    const parts: MessagePart[] = []
    let literal = ''
    const flush = () => {
      if (literal) parts.push(literal)
      literal = ''
    }
    while (at < text.length) {
      const char = text[at]!
      if (char === "'") {
        const next = text[at + 1]
        if (next === "'") {
          literal += "'"
          at += 2
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = text.indexOf("'", at + 1)
          // An unclosed quote runs to the end, as in ICU.
          const stop = end === -1 ? text.length : end
          literal += text.slice(at + 1, stop).replaceAll("''", "'")
          at = end === -1 ? text.length : end + 1
        } else {
          literal += "'"
          at++
        }
      } else if (char === '{') {
        flush()
        at++
        parts.push(readArgument(inPlural))
      } else if (char === '}') {
        if (depth === 0) fail("Unexpected '}'")
        break
      } else if (char === '#' && inPlural) {
        flush()
        parts.push({ type: 'pound' })
        at++
      } else {
        literal += char
        at++
      }
    }
    flush()
    return parts
  }

  function readOptions(plural: boolean, inPlural: boolean): Record<string, readonly MessagePart[]> {
    const options: Record<string, readonly MessagePart[]> = {}
    for (;;) {
      skipSpace()
      if (at >= text.length) fail('Unclosed argument')
      if (text[at] === '}') break
      const start = at
      while (at < text.length && !/[\s{}]/.test(text[at]!)) at++
      const key = text.slice(start, at)
      if (!key) fail('Expected an option key')
      if (plural && !PLURAL_KEY.test(key)) fail(`Unknown plural category '${key}'`)
      if (Object.hasOwn(options, key)) fail(`Duplicate option '${key}'`)
      expect('{')
      options[key] = readParts(1, plural || inPlural)
      if (text[at] !== '}') fail("Expected '}'")
      at++
    }
    if (!Object.hasOwn(options, 'other')) fail("Missing the 'other' option")
    return options
  }

  function readArgument(inPlural: boolean): MessagePart {
    const name = readName()
    skipSpace()
    if (text[at] === '}') {
      at++
      return { type: 'argument', name }
    }
    expect(',')
    skipSpace()
    const kind = readName()
    skipSpace()
    let part: MessagePart
    if (kind === 'number' || kind === 'date') {
      let style: string | undefined
      if (text[at] === ',') {
        at++
        style = readName()
      }
      if (kind === 'number') {
        if (style !== undefined && style !== 'integer' && style !== 'percent') {
          fail(`Unknown number style '${style}'`)
        }
        part = style
          ? { type: 'number', name, style: style as 'integer' | 'percent' }
          : { type: 'number', name }
      } else {
        if (style !== undefined && !DATE_STYLES.includes(style))
          fail(`Unknown date style '${style}'`)
        part = { type: 'date', name, style: (style ?? 'medium') as DateStyle }
      }
    } else if (kind === 'plural' || kind === 'selectordinal') {
      expect(',')
      skipSpace()
      let offset = 0
      const match = /^offset:\s*(\d+)/.exec(text.slice(at))
      if (match) {
        offset = Number(match[1])
        at += match[0].length
      }
      part = {
        type: 'plural',
        name,
        ordinal: kind === 'selectordinal',
        offset,
        options: readOptions(true, true),
      }
    } else if (kind === 'select') {
      expect(',')
      part = { type: 'select', name, options: readOptions(false, inPlural) }
    } else {
      return fail(`Unknown argument type '${kind}'`)
    }
    expect('}')
    return part
  }

  const parts = readParts(0, false)
  if (at < text.length) fail("Unexpected '}'")
  return parts
}
