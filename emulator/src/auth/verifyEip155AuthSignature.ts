import { createPublicClient, http, isHex } from 'viem'

/**
 * Whether the signature is the account's signature of the message on the local chain: an EOA's,
 * or a smart account's through ERC-1271, or an undeployed one's through ERC-6492 (viem's
 * verifyMessage, which calls the chain for the last two).
 */
export async function verifyEip155AuthSignature(
  rpcUrl: string,
  address: `0x${string}`,
  message: string,
  signature: string,
): Promise<boolean> {
  if (!isHex(signature)) return false
  const client = createPublicClient({ transport: http(rpcUrl) })
  return client.verifyMessage({ address, message, signature })
}
