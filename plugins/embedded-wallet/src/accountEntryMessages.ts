import { defineMessages } from '@appkit/kernel'

/** The Account view's entries the embedded wallet adds. */
export const accountEntryMessages = defineMessages('embeddedWallet.accountEntry', {
  accountType: 'Account type',
  accountTypeEoa: 'Account type: EOA',
  accountTypeSmartAccount: 'Account type: Smart account',
  updateEmail: 'Update email',
})
