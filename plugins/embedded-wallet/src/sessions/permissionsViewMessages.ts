import { defineMessages } from '@appkit/kernel'

/**
 * The Permissions view: the smart account's sessions, each with its signer, what it may do and
 * until when, and Revoke; its loading, empty and failure states. {reason} is the server's words.
 */
export const permissionsViewMessages = defineMessages('embeddedWallet.permissions', {
  list: 'Active permissions',
  loading: 'Loading permissions',
  empty: 'No active permissions',
  tryAgain: 'Try again',
  signerKey: 'Key {key}',
  signerAccount: 'Account {address}',
  allowed: 'Allowed',
  expires: 'Expires {date}',
  revoke: 'Revoke',
  revoking: 'Revoking…',
  revokeLabel: 'Revoke permission for {signer}',
  approveRevocation: 'Approve the revocation in the wallet…',
  loadFailed: 'Could not load permissions',
  loadFailedBecause: 'Could not load permissions: {reason}',
  loadFailedNoAccount: 'Could not load permissions: no smart account is connected',
  revokeFailed: 'Could not revoke permission',
  revokeFailedBecause: 'Could not revoke permission: {reason}',
  noSmartAccount: 'No smart account is connected',
})
