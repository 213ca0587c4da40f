import { defineMessages } from '@appkit/kernel'

/** UnsupportedChain: the wallet is on a network the app does not offer. */
export const unsupportedChainMessages = defineMessages('unsupportedChain', {
  text: "This app doesn't support your current network. Switch to an available option to continue.",
})
