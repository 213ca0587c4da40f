import type { ExplorerChainReader } from './ExplorerReading.js'
import { postJsonRpc } from './postJsonRpc.js'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/** EVM transactions: a 32-byte hash, its status from the node's receipt. */
export const evmExplorerReader: ExplorerChainReader = {
  isTransactionId: (id) => TRANSACTION_HASH.test(id),
  async read(rpcUrl, hash) {
    const receipt = (await postJsonRpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      status?: unknown
      blockNumber?: unknown
    } | null
    if (typeof receipt !== 'object' || receipt === null) return { status: 'pending' }
    const status = receipt.status === '0x1' ? 'confirmed' : 'failed'
    return typeof receipt.blockNumber === 'string'
      ? { status, blockNumber: BigInt(receipt.blockNumber) }
      : { status }
  },
}
