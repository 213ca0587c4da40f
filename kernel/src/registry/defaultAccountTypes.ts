import type { AccountType } from '../types/Account.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

/**
 * The preferred account type each family starts with (spec §6: "Defaults: bitcoin payment,
 * EVM smartAccount, polkadot and solana eoa"). The spec names no default for cosmos: eoa.
 */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
  cosmos: 'eoa',
} as const satisfies Record<ChainNamespace, AccountType>

export function defaultAccountType(namespace: ChainNamespace): AccountType {
  return DEFAULT_ACCOUNT_TYPES[namespace]
}
