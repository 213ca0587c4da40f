import { inject } from 'vitest'

/** The emulator's Solana validator: its RPC URL and its funded test accounts. */
export function solanaEmulator() {
  const solana = inject('emulator').solana
  if (!solana) throw new Error('The emulator runs no Solana RPC')
  return solana
}

/** A call to the emulator's Solana RPC from the test, not through the page. */
export async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(solanaEmulator().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

/** The balance the chain holds for `address`, in lamports. */
export async function lamportsOf(address: string): Promise<number> {
  return (await solanaRpc<{ value: number }>('getBalance', [address])).value
}
