import type { I18n } from '@appkit/kernel'
import { shortAddress } from '@appkit/ui'
import { describePermissionMessages as m } from './describePermissionMessages.js'
import type { Permission } from './permissionSchemas.js'

export interface TokenInfo {
  symbol: string
  decimals: number
}

export interface PermissionWording {
  /** The chain's native currency, e.g. { symbol: 'ETH', decimals: 18 }. */
  native: TokenInfo
  /** An ERC-20's symbol and decimals, when known. */
  token: (address: string) => TokenInfo | undefined
  /** The kit's messages in the visitor's locale. */
  t: I18n['t']
}

const HOUR = 3600
const DAY = 24 * HOUR
const WEEK = 7 * DAY

/** Well-known selectors, named; others show as the selector. */
const FUNCTION_NAMES: Readonly<Record<string, string>> = {
  '0xa9059cbb': 'transfer',
  '0x095ea7b3': 'approve',
  '0x23b872dd': 'transferFrom',
}

/** A base-unit amount in whole units: 100000000000000000n with 18 decimals is '0.1'. */
export function formatAmount(value: bigint, decimals: number): string {
  if (decimals <= 0) return value.toString()
  const scale = 10n ** BigInt(decimals)
  const whole = value / scale
  const fraction = (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole.toString()
}

/** A period in its largest whole unit: 86400 is 1 day, 259200 is 3 days, 90 is 90 seconds. */
export function periodOf(seconds: number): {
  unit: 'week' | 'day' | 'hour' | 'second'
  count: number
} {
  if (seconds % WEEK === 0) return { unit: 'week', count: seconds / WEEK }
  if (seconds % DAY === 0) return { unit: 'day', count: seconds / DAY }
  if (seconds % HOUR === 0) return { unit: 'hour', count: seconds / HOUR }
  return { unit: 'second', count: seconds }
}

/**
 * One permission in words, in the visitor's locale: '0.1 ETH per day', '10 USDT per week',
 * 'Call 0x1234…5678 transfer'. An ERC-20 whose symbol is not known shows its address and base
 * units.
 */
export function describePermission(permission: Permission, wording: PermissionWording): string {
  const { t } = wording
  switch (permission.type) {
    case 'native-token-recurring-allowance': {
      const { allowance, period } = permission.data
      return t(m.allowance, {
        amount: formatAmount(BigInt(allowance), wording.native.decimals),
        symbol: wording.native.symbol,
        ...periodOf(period),
      })
    }
    case 'erc20-recurring-allowance': {
      const { token, allowance, period } = permission.data
      const info = wording.token(token)
      return info
        ? t(m.allowance, {
            amount: formatAmount(BigInt(allowance), info.decimals),
            symbol: info.symbol,
            ...periodOf(period),
          })
        : t(m.baseUnitsAllowance, {
            amount: BigInt(allowance).toString(),
            token: shortAddress(token),
            ...periodOf(period),
          })
    }
    case 'contract-call': {
      const { address, functions } = permission.data
      const names = functions.map(
        ({ selector }) => FUNCTION_NAMES[selector.toLowerCase()] ?? selector,
      )
      return t(m.call, { address: shortAddress(address), functions: names.join(', ') })
    }
  }
}
