import { type Address, createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { demoNetworks } from './createDemoKit.js'

/**
 * Checks an EVM signature of `message` by `address`: on the chain when the demo knows its RPC,
 * so smart accounts count too (ERC-1271, and ERC-6492 before they are deployed); else offline,
 * which only an EOA's signature passes.
 */
export async function verifyEvmSignature(input: {
  chainId: number | string | undefined
  address: Address
  message: string
  signature: Hex
}): Promise<boolean> {
  const { address, message, signature } = input
  const url = demoNetworks.find((network) => String(network.id) === String(input.chainId))?.rpcUrls
    .default.http[0]
  if (!url) return verifyMessage({ address, message, signature })
  return createPublicClient({ transport: http(url) }).verifyMessage({ address, message, signature })
}
