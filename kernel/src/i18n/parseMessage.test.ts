import { describe, expect, it } from 'vitest'
import { MessageSyntaxError, parseMessage } from './parseMessage.js'

describe('parseMessage', () => {
  it('reads text, arguments and typed arguments', () => {
    expect(parseMessage('Get {name} now')).toEqual([
      'Get ',
      { type: 'argument', name: 'name' },
      ' now',
    ])
    expect(parseMessage('{n, number, percent}')).toEqual([
      { type: 'number', name: 'n', style: 'percent' },
    ])
    expect(parseMessage('{d, date, short}')).toEqual([{ type: 'date', name: 'd', style: 'short' }])
  })

  it('reads plural options with exact matches, offset and #', () => {
    const [plural] = parseMessage(
      '{count, plural, offset:1 =0 {none} one {# wallet} other {# wallets}}',
    )
    expect(plural).toMatchObject({
      type: 'plural',
      name: 'count',
      offset: 1,
      ordinal: false,
      options: {
        '=0': ['none'],
        one: [{ type: 'pound' }, ' wallet'],
        other: [{ type: 'pound' }, ' wallets'],
      },
    })
  })

  it('keeps # inside a select nested in a plural', () => {
    const [plural] = parseMessage('{n, plural, other {{g, select, a {# a} other {# b}}}}')
    expect(JSON.stringify(plural)).toContain('"pound"')
  })

  it('quotes with apostrophes as ICU does', () => {
    expect(parseMessage("It''s '{literal}' text")).toEqual(["It's {literal} text"])
    expect(parseMessage("l'adresse")).toEqual(["l'adresse"])
  })

  it.each([
    ['Unclosed {name', 'Unclosed argument'],
    ['{n, plural, one {x} other {y}', 'Unclosed argument'],
    ['Stray } brace', "Unexpected '}'"],
    ['{n, plural, one {x}}', "Missing the 'other' option"],
    ['{n, plural, lots {x} other {y}}', "Unknown plural category 'lots'"],
    ['{n, money}', "Unknown argument type 'money'"],
    ['{n, select, a {x} a {y} other {z}}', "Duplicate option 'a'"],
    ['{}', 'Expected an argument name'],
  ])('refuses %j with a MessageSyntaxError naming the mistake', (text, reason) => {
    expect(() => parseMessage(text)).toThrow(MessageSyntaxError)
    expect(() => parseMessage(text)).toThrow(reason)
  })
})
