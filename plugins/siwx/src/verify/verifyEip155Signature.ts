import {
  createPublicClient,
  custom,
  type EIP1193RequestFn,
  isAddress,
  isAddressEqual,
  isHex,
  recoverMessageAddress,
} from 'viem'

/** What the verifier asks a chain: an EIP-1193 style `request` (eth_call for ERC-1271/6492). */
export interface Eip155Requester {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

export interface VerifyEip155SignatureParameters {
  address: string
  message: string
  signature: string
  /** The session's chain; without one only EOA signatures can be checked. */
  chain?: Eip155Requester | undefined
}

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`: first as an EOA (the signer
 * recovered offline), then, when a chain is given, as a smart account through viem's
 * `verifyMessage`, which asks a deployed account (ERC-1271 `isValidSignature`) or deploys a
 * counterfactual one in a simulated call (ERC-6492). Loaded only when a session is verified.
 */
export async function verifyEip155Signature(
  parameters: VerifyEip155SignatureParameters,
): Promise<boolean> {
  const { address, message, signature, chain } = parameters
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false
  try {
    const signer = await recoverMessageAddress({ message, signature })
    if (isAddressEqual(signer, address)) return true
  } catch {
    // Not a 65-byte ECDSA signature: an ERC-6492 wrapper or a contract's own format.
  }
  if (!chain) return false
  const client = createPublicClient({
    transport: custom({ request: chain.request as EIP1193RequestFn }),
  })
  return client.verifyMessage({ address, message, signature })
}
