import { defineMessages } from '@appkit/kernel'

/** The Networks view's note on a network the connected wallet did not approve. */
export const networksMessages = defineMessages('networks', {
  notApproved: 'Not approved by your wallet: switching asks it to add this network',
})
