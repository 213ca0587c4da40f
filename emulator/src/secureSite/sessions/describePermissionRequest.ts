import { formatEther, formatUnits, hexToBigInt } from 'viem'
import { inEnglish, type Translate } from '../i18n/Translate.js'
import type { Permission, PermissionRequest } from './PermissionRequest.js'
import type { TokenLabel } from './readTokenLabels.js'
import { sessionApprovalMessages as m } from './sessionApprovalMessages.js'
import { signerAddress } from './signerAddress.js'

/** The periods the approval text names; any other shows as its length in seconds. */
const PERIOD_NAMES: Readonly<Record<number, 'hour' | 'day' | 'week'>> = {
  3600: 'hour',
  86400: 'day',
  604800: 'week',
}

function periodValues(seconds: number) {
  return { period: PERIOD_NAMES[seconds] ?? 'other', seconds: String(seconds) }
}

/** Names for the selectors a session is most often allowed; others show as their selector. */
const KNOWN_SELECTORS: Readonly<Record<string, string>> = {
  '0xa9059cbb': 'transfer()',
  '0x095ea7b3': 'approve()',
  '0x23b872dd': 'transferFrom()',
}

function describePermission(
  permission: Permission,
  nativeSymbol: string,
  tokens: ReadonlyMap<string, TokenLabel>,
  t: Translate,
): string {
  switch (permission.type) {
    case 'native-token-recurring-allowance':
      return t(m.spendNative, {
        amount: formatEther(hexToBigInt(permission.data.allowance)),
        symbol: nativeSymbol,
        ...periodValues(permission.data.period),
      })
    case 'erc20-recurring-allowance': {
      const amount = hexToBigInt(permission.data.allowance)
      const { token, period } = permission.data
      const label = tokens.get(token.toLowerCase())
      if (label) {
        return t(m.spendToken, {
          amount: formatUnits(amount, label.decimals),
          symbol: label.symbol,
          token,
          ...periodValues(period),
        })
      }
      // A token that did not say its decimals: its raw amount.
      return t(m.spendTokenUnits, { amount: amount.toString(), token, ...periodValues(period) })
    }
    case 'contract-call':
      return t(m.callContract, {
        address: permission.data.address,
        functions: permission.data.functions
          .map((f) => KNOWN_SELECTORS[f.selector] ?? `${f.selector}()`)
          .join(', '),
      })
  }
}

/**
 * The approval screen's text for a decoded request, e.g. "Allow 0x.. until
 * 2026-12-01 12:00 UTC: spend up to 0.1 ETH per day; call 0x.. 0xa9059cbb()", in the language
 * `t` writes (English by default). Amounts, addresses and the UTC time stay as they are.
 */
export function describePermissionRequest(
  request: PermissionRequest,
  tokens: ReadonlyMap<string, TokenLabel> = new Map(),
  nativeSymbol = 'ETH',
  t: Translate = inEnglish,
): string {
  const until = new Date(request.expiry * 1000).toISOString().slice(0, 16).replace('T', ' ')
  const permissions = request.permissions
    .map((p) => describePermission(p, nativeSymbol, tokens, t))
    .join('; ')
  return t(m.allow, { signer: signerAddress(request.signer), until, permissions })
}
