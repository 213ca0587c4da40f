import { shortAddress } from '@appkit/ui'
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

/** 'day', 'week', '3 days', '90 seconds'. */
export function periodName(seconds: number): string {
  const unit = (count: number, name: string) => (count === 1 ? name : `${count} ${name}s`)
  if (seconds % WEEK === 0) return unit(seconds / WEEK, 'week')
  if (seconds % DAY === 0) return unit(seconds / DAY, 'day')
  if (seconds % HOUR === 0) return unit(seconds / HOUR, 'hour')
  return unit(seconds, 'second')
}

/**
 * One permission in words: '0.1 ETH per day', '10 USDT per week', 'Call 0x1234…5678 transfer'.
 * An ERC-20 whose symbol is not known shows its address and base units.
 */
export function describePermission(permission: Permission, wording: PermissionWording): string {
  switch (permission.type) {
    case 'native-token-recurring-allowance': {
      const { allowance, period } = permission.data
      const amount = formatAmount(BigInt(allowance), wording.native.decimals)
      return `${amount} ${wording.native.symbol} per ${periodName(period)}`
    }
    case 'erc20-recurring-allowance': {
      const { token, allowance, period } = permission.data
      const info = wording.token(token)
      const amount = info
        ? `${formatAmount(BigInt(allowance), info.decimals)} ${info.symbol}`
        : `${BigInt(allowance)} base units of ${shortAddress(token)}`
      return `${amount} per ${periodName(period)}`
    }
    case 'contract-call': {
      const { address, functions } = permission.data
      const names = functions.map(
        ({ selector }) => FUNCTION_NAMES[selector.toLowerCase()] ?? selector,
      )
      return `Call ${shortAddress(address)} ${names.join(', ')}`
    }
  }
}
