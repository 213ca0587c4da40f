import { defineMessages } from '@appkit/kernel'

/** The account type view (spec §6): Smart Account or EOA, and what the secure site answers. */
export const accountTypeMessages = defineMessages('embeddedWallet.accountType', {
  smartAccount: 'Smart Account',
  eoa: 'EOA',
  notEnabled: 'Smart accounts are not enabled on this network: it uses your EOA.',
  nowUsing: 'Now using your {type, select, eoa {EOA} other {Smart Account}}: {address}',
  deployed: 'Deployed',
  notDeployed: 'Not deployed yet: its first transaction deploys it',
  inUse: 'In use: {type}',
  notReported: 'not reported',
  legend: 'Account type',
})
