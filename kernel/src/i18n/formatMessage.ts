import type { IntlCache } from './createIntlCache.js'
import type { MessageValues } from './MessageDescriptor.js'
import type { MessagePart } from './parseMessage.js'

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
}

function toNumber(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : Number(value)
}

/**
 * Formats parsed parts with values, in a locale. Text values and numbers become text; anything
 * else (a React element) is kept as its own part, so `parts` can hold links. A missing value
 * shows as `{name}`, never a crash.
 */
export function formatParts(
  parts: readonly MessagePart[],
  values: MessageValues | undefined,
  locale: string,
  intl: IntlCache,
): unknown[] {
  const out: unknown[] = []
  const push = (value: unknown) => {
    if (typeof value === 'string' && typeof out.at(-1) === 'string') {
      out[out.length - 1] += value
    } else {
      out.push(value)
    }
  }
  const walk = (list: readonly MessagePart[], pound: number | undefined) => {
    for (const part of list) {
      if (typeof part === 'string') {
        push(part)
        continue
      }
      if (part.type === 'pound') {
        push(pound === undefined ? '#' : intl.number(locale).format(pound))
        continue
      }
      const has = values !== undefined && Object.hasOwn(values, part.name)
      if (!has) {
        push(`{${part.name}}`)
        continue
      }
      const value = values[part.name]
      switch (part.type) {
        case 'argument':
          if (typeof value === 'number' || typeof value === 'bigint')
            push(intl.number(locale).format(value))
          else if (typeof value === 'string') push(value)
          else if (value === null || value === undefined) push('')
          else push(value)
          break
        case 'number':
          push(
            intl
              .number(locale, part.style ? NUMBER_STYLES[part.style] : undefined)
              .format(toNumber(value)),
          )
          break
        case 'date':
          push(intl.date(locale, { dateStyle: part.style }).format(value as Date | number))
          break
        case 'plural': {
          const count = toNumber(value)
          const exact = part.options[`=${count}`]
          const category = intl.plural(locale, part.ordinal).select(count - part.offset)
          walk(exact ?? part.options[category] ?? part.options.other ?? [], count - part.offset)
          break
        }
        case 'select':
          walk(part.options[String(value)] ?? part.options.other ?? [], pound)
          break
      }
    }
  }
  walk(parts, undefined)
  return out
}
