import type { Address } from 'viem'
import { setConnected } from './setConnected.js'
import type { TestWalletContext } from './TestWalletContext.js'

/**
 * eth_requestAccounts: asks the user once ('Connect'); approving connects the page and
 * returns the accounts, rejecting throws 4001. A page already connected gets the accounts
 * without a prompt.
 */
export async function requestAccounts(context: TestWalletContext): Promise<Address[]> {
  if (context.state.get().connected) return context.connectedAddresses()
  await context.confirm('eth_requestAccounts', [])
  setConnected(context, true)
  return context.connectedAddresses()
}
