import { describe, expect, it } from 'vitest'
import { createIntlCache } from './createIntlCache.js'
import { formatParts } from './formatMessage.js'
import { parseMessage } from './parseMessage.js'

const format = (text: string, values: Record<string, unknown> | undefined, locale = 'en') =>
  formatParts(parseMessage(text), values, locale, createIntlCache()).join('')

describe('formatParts', () => {
  it('fills arguments and formats numbers in the locale', () => {
    expect(format('Get {name}', { name: 'MetaMask' })).toBe('Get MetaMask')
    expect(format('{n, number}', { n: 1234.5 }, 'de')).toBe('1.234,5')
    expect(format('{n, number, percent}', { n: 0.25 }, 'fr')).toBe('25\u00a0%')
  })

  it('picks plural categories by the locale’s rules, exact matches first', () => {
    const text = '{count, plural, =0 {no wallets} one {# wallet} other {# wallets}}'
    expect(format(text, { count: 0 })).toBe('no wallets')
    expect(format(text, { count: 1 })).toBe('1 wallet')
    expect(format(text, { count: 1200 })).toBe('1,200 wallets')
    // Polish has 'few' and 'many': 2 is few, 5 is many.
    const polish =
      '{n, plural, one {# portfel} few {# portfele} many {# portfeli} other {# portfela}}'
    expect(format(polish, { n: 2 }, 'pl')).toBe('2 portfele')
    expect(format(polish, { n: 5 }, 'pl')).toBe('5 portfeli')
  })

  it('applies select and falls back to other', () => {
    const text = '{kind, select, email {Email} other {Wallet}}'
    expect(format(text, { kind: 'email' })).toBe('Email')
    expect(format(text, { kind: 'x' })).toBe('Wallet')
  })

  it('shows a missing value as its placeholder rather than failing', () => {
    expect(format('Get {name}', {})).toBe('Get {name}')
  })

  it('keeps values that are not text as their own parts', () => {
    const link = { element: 'a' }
    const parts = formatParts(
      parseMessage('I agree to the {terms}.'),
      { terms: link },
      'en',
      createIntlCache(),
    )
    expect(parts).toEqual(['I agree to the ', link, '.'])
  })
})
