import { defineMessages } from '@appkit/kernel'

/** The account's token list, as the Account and send views show it. */
export const tokenBalancesMessages = defineMessages('tokenBalances', {
  /** Spec §8's toast when the balances cannot be read (the kernel's TOKEN_BALANCE_UNAVAILABLE). */
  unavailable: 'Token Balance Unavailable',
  loading: 'Loading tokens',
  none: 'No tokens',
})
