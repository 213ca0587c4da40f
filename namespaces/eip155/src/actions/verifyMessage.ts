import type { AdapterVerifyRequest } from '@appkit/kernel'
import { type Client, isAddress, isAddressEqual, isHex, recoverMessageAddress } from 'viem'
import { verifyMessage as verifyOnChain } from 'viem/actions'
// Runs on a client made by that module, always loaded first: saying so lets the app's bundler
// keep the viem code both use in the clients' chunk instead of splitting a shared one out, and
// keeps this chunk's preload list out of the connect flow (bench: connectFlowAfterClick).
import '../transport/createPublicClients.js'

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`: an EOA's is recovered
 * offline; anything else is asked of the network through viem's `verifyMessage`, which calls a
 * deployed smart account (ERC-1271) or simulates deploying a counterfactual one (ERC-6492).
 * A malformed address or signature is false; a network that cannot answer rejects.
 */
export type VerifyMessageRequest = Omit<AdapterVerifyRequest, 'caipNetwork'>

export async function verifyMessage(
  client: Client,
  { address, message, signature }: VerifyMessageRequest,
): Promise<boolean> {
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true
  } catch {
    // Not a 65-byte ECDSA signature: an ERC-6492 wrapper or the account's own format.
  }
  return verifyOnChain(client, { address, message, signature })
}
