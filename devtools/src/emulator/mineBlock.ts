import { postJsonRpc } from './postJsonRpc.js'

/** Mines one block on a local chain (`evm_mine`) and returns the new block number. */
export async function mineBlock(
  fetchImpl: typeof fetch,
  rpcUrl: string,
): Promise<number | undefined> {
  const [mined] = await postJsonRpc(fetchImpl, rpcUrl, [{ method: 'evm_mine', params: [] }])
  if (!mined?.ok) throw new Error(mined?.error ?? 'evm_mine failed')
  const [block] = await postJsonRpc(fetchImpl, rpcUrl, [{ method: 'eth_blockNumber', params: [] }])
  return block?.ok && typeof block.result === 'string' ? Number(block.result) : undefined
}
