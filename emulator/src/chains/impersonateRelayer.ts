import type { Address } from 'viem'

async function call(rpcUrl: string, method: string, params: unknown[]): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { error?: { message?: string } }
  if (body.error) throw new Error(`${method} failed: ${body.error.message ?? 'unknown error'}`)
}

/**
 * Lets a Hardhat node send transactions from `address` without its key (hardhat_impersonateAccount)
 * and gives it `balance` wei for gas.
 */
export async function impersonateRelayer(
  rpcUrl: string,
  address: Address,
  balance: bigint,
): Promise<void> {
  await call(rpcUrl, 'hardhat_impersonateAccount', [address])
  await call(rpcUrl, 'hardhat_setBalance', [address, `0x${balance.toString(16)}`])
}
