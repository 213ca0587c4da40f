import { formatEther, formatUnits, hexToBigInt } from 'viem'
import type { Permission, PermissionRequest } from './PermissionRequest.js'
import type { TokenLabel } from './readTokenLabels.js'
import { signerAddress } from './signerAddress.js'

const PERIOD_NAMES: Readonly<Record<number, string>> = {
  3600: 'hour',
  86400: 'day',
  604800: 'week',
}

function perPeriod(seconds: number): string {
  const name = PERIOD_NAMES[seconds]
  return name === undefined ? `every ${seconds} seconds` : `per ${name}`
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
): string {
  switch (permission.type) {
    case 'native-token-recurring-allowance':
      return `spend up to ${formatEther(hexToBigInt(permission.data.allowance))} ${nativeSymbol} ${perPeriod(permission.data.period)}`
    case 'erc20-recurring-allowance': {
      const amount = hexToBigInt(permission.data.allowance)
      const label = tokens.get(permission.data.token.toLowerCase())
      if (label) {
        return `spend up to ${formatUnits(amount, label.decimals)} ${label.symbol} (${permission.data.token}) ${perPeriod(permission.data.period)}`
      }
      // A token that did not say its decimals: its raw amount.
      return `spend up to ${amount} units of token ${permission.data.token} ${perPeriod(permission.data.period)}`
    }
    case 'contract-call':
      return `call ${permission.data.address} ${permission.data.functions.map((f) => KNOWN_SELECTORS[f.selector] ?? `${f.selector}()`).join(', ')}`
  }
}

/**
 * The approval screen's text for a decoded request, e.g. "Allow 0x.. until
 * 2026-12-01 12:00 UTC: spend up to 0.1 ETH per day; call 0x.. 0xa9059cbb()".
 */
export function describePermissionRequest(
  request: PermissionRequest,
  tokens: ReadonlyMap<string, TokenLabel> = new Map(),
  nativeSymbol = 'ETH',
): string {
  const until = new Date(request.expiry * 1000).toISOString().slice(0, 16).replace('T', ' ')
  const what = request.permissions
    .map((p) => describePermission(p, nativeSymbol, tokens))
    .join('; ')
  return `Allow ${signerAddress(request.signer)} until ${until} UTC: ${what}`
}
