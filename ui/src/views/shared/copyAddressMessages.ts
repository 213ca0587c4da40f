import { defineMessages } from '@appkit/kernel'

/** The toasts of copying the account's address. */
export const copyAddressMessages = defineMessages('copyAddress', {
  copied: 'Address copied',
  failed: 'Could not copy the address',
})
