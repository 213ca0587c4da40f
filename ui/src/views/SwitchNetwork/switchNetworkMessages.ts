import { defineMessages } from '@appkit/kernel'

/** SwitchNetwork: the wallet asked to switch to `{network}` (the network's name). */
export const switchNetworkMessages = defineMessages('switchNetwork', {
  notFound: 'Switch network not found',
  approveTitle: 'Approve in wallet',
  approveText: 'Accept the switch request in your wallet to use {network}.',
  /** The view's title after a refusal, and the toast when the view was left meanwhile. */
  declined: 'Switch declined',
  declinedHelp:
    'A switch can be declined when the wallet does not support the network or a previous request is still open.',
  tryAgain: 'Try again',
})
