import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { demoNetworks } from './createDemoKit.js'
import { demoConfig } from './demoConfig.js'

const clients = new Map<string, ReturnType<typeof createPublicClient>>()

function clientFor(chainId: number) {
  const network = demoNetworks.find((n) => Number(n.id) === chainId)
  const url = network?.rpcUrls.default.http[0]
  if (!url) return undefined
  let client = clients.get(url)
  if (!client) {
    client = createPublicClient({ transport: http(url) })
    clients.set(url, client)
  }
  return client
}

/** The demo's test token balance of an address on a local chain, as a decimal string. */
export async function readTokenBalance(chainId: number, address: string): Promise<string> {
  const client = clientFor(chainId)
  if (!client) return '0'
  const value = await client.readContract({
    address: demoConfig.tokenAddress,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as Address],
  })
  return formatUnits(value, 18)
}
