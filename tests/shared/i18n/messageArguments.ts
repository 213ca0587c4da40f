import {
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser'

/**
 * A message's arguments by name and kind ('argument', 'number', 'plural', 'select' ...), with the
 * options of each select, read by FormatJS's ICU parser (the reference, not ours). Throws on
 * invalid ICU syntax.
 */
export function messageArguments(text: string): Map<string, string> {
  const found = new Map<string, string>()
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) found.set(element.value, 'argument')
      else if (isNumberElement(element)) found.set(element.value, 'number')
      else if (isDateElement(element) || isTimeElement(element)) found.set(element.value, 'date')
      else if (isPluralElement(element)) {
        found.set(element.value, element.pluralType === 'ordinal' ? 'selectordinal' : 'plural')
        for (const option of Object.values(element.options)) walk(option.value)
      } else if (isSelectElement(element)) {
        found.set(element.value, `select(${Object.keys(element.options).sort().join(',')})`)
        for (const option of Object.values(element.options)) walk(option.value)
      } else if (isTagElement(element)) {
        found.set(`<${element.value}>`, 'tag')
        walk(element.children)
      }
    }
  }
  walk(parse(text, { ignoreTag: true, requiresOtherClause: true }))
  return found
}
