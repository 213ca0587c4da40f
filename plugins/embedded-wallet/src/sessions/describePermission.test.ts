import { createI18n } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { describePermission, formatAmount, periodOf } from './describePermission.js'

const USDT = `0x${'cd'.repeat(20)}`
const WORDING = {
  native: { symbol: 'ETH', decimals: 18 },
  token: (address: string) =>
    address.toLowerCase() === USDT ? { symbol: 'USDT', decimals: 6 } : undefined,
  t: createI18n({ locale: 'en' }).t,
}

/** 0.1 ETH allowed per `period` seconds, in words. */
const perPeriod = (period: number, wording = WORDING) =>
  describePermission(
    {
      type: 'native-token-recurring-allowance',
      data: { allowance: '0x16345785d8a0000', start: 0, period },
    },
    wording,
  )

describe('describePermission: each permission in words', () => {
  it("a native allowance per period: '0.1 ETH per day'", () => {
    expect(
      describePermission(
        {
          type: 'native-token-recurring-allowance',
          data: { allowance: '0x16345785d8a0000', start: 0, period: 86400 },
        },
        WORDING,
      ),
    ).toBe('0.1 ETH per day')
  })

  it("an ERC-20 allowance per period: '10 USDT per week'; an unknown token by address", () => {
    const allowance = (token: string) => ({
      type: 'erc20-recurring-allowance' as const,
      data: { token, allowance: '0x989680', start: 0, period: 604800 },
    })
    expect(describePermission(allowance(USDT), WORDING)).toBe('10 USDT per week')
    expect(describePermission(allowance(`0x${'11'.repeat(20)}`), WORDING)).toBe(
      '10000000 base units of 0x1111…1111 per week',
    )
  })

  it("a contract call: 'Call 0x12…34 transfer', unknown selectors as they are", () => {
    expect(
      describePermission(
        {
          type: 'contract-call',
          data: {
            address: `0x12${'00'.repeat(18)}34`,
            functions: [{ selector: '0xa9059cbb' }, { selector: '0xdeadbeef' }],
          },
        },
        WORDING,
      ),
    ).toBe('Call 0x1200…0034 transfer, 0xdeadbeef')
  })

  it('amounts and periods', () => {
    expect(formatAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatAmount(42n, 0)).toBe('42')
    expect(periodOf(3600)).toEqual({ unit: 'hour', count: 1 })
    expect(perPeriod(3600)).toBe('0.1 ETH per hour')
    expect(perPeriod(3 * 86400)).toBe('0.1 ETH per 3 days')
    expect(perPeriod(2 * 604800)).toBe('0.1 ETH per 2 weeks')
    expect(perPeriod(90)).toBe('0.1 ETH per 90 seconds')
  })

  it("in the visitor's locale: the period's plural as the language has it; amounts and symbols as they are", () => {
    const french = createI18n({
      locale: 'fr',
      messages: {
        fr: {
          'embeddedWallet.permission.allowance':
            '{amount} {symbol} par {unit, select, week {{count, plural, one {semaine} other {# semaines}}} day {{count, plural, one {jour} other {# jours}}} hour {{count, plural, one {heure} other {# heures}}} other {{count, plural, one {seconde} other {# secondes}}}}',
        },
      },
    })
    const wording = { ...WORDING, t: french.t }
    expect(perPeriod(86400, wording)).toBe('0.1 ETH par jour')
    expect(perPeriod(3 * 3600, wording)).toBe('0.1 ETH par 3 heures')
  })
})
