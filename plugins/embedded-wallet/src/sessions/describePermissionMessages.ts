import { defineMessages } from '@appkit/kernel'

/**
 * One permission in words: an allowance per period ({unit} week, day, hour or second, {count}
 * of them) or the functions of a contract it may call. Amounts, symbols, addresses and function
 * names are data.
 */
export const describePermissionMessages = defineMessages('embeddedWallet.permission', {
  allowance:
    '{amount} {symbol} per {unit, select, week {{count, plural, one {week} other {# weeks}}} day {{count, plural, one {day} other {# days}}} hour {{count, plural, one {hour} other {# hours}}} other {{count, plural, one {second} other {# seconds}}}}',
  baseUnitsAllowance:
    '{amount} base units of {token} per {unit, select, week {{count, plural, one {week} other {# weeks}}} day {{count, plural, one {day} other {# days}}} hour {{count, plural, one {hour} other {# hours}}} other {{count, plural, one {second} other {# seconds}}}}',
  call: 'Call {address} {functions}',
})
