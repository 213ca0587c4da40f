import { type Address, getAddress } from 'viem'

/** The node's unlocked, prefunded accounts (eth_accounts), checksummed. */
export async function listAccounts(rpcUrl: string): Promise<Address[]> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_accounts', params: [] }),
  })
  const body = (await response.json()) as { result?: unknown }
  if (!Array.isArray(body.result) || body.result.length === 0) {
    throw new Error(`eth_accounts at ${rpcUrl} returned no accounts`)
  }
  return body.result.map((address) => getAddress(String(address)))
}
