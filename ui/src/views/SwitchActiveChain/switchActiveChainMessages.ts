import { defineMessages } from '@appkit/kernel'

/**
 * SwitchActiveChain: a network of a family the wallet has no account on. `{network}` is the
 * network's name, `{family}` the family's ('EVM', 'Solana').
 */
export const switchActiveChainMessages = defineMessages('switchActiveChain', {
  notFound: 'Switch network not found',
  title: 'Switch to {network}',
  text: 'The connected wallet has no {family} account. Connect a {family} wallet to use {network}.',
  switch: 'Switch',
})
