import { decodeBase58 } from '../solana/base58.js'
import type { ExplorerChainReader } from './ExplorerReading.js'
import { postJsonRpc } from './postJsonRpc.js'

function isSignature(id: string): boolean {
  try {
    return decodeBase58(id).length === 64
  } catch {
    return false
  }
}

/** Solana transactions: a 64-byte base58 signature, its status from `getSignatureStatuses`. */
export const solanaExplorerReader: ExplorerChainReader = {
  isTransactionId: isSignature,
  async read(rpcUrl, signature) {
    const result = (await postJsonRpc(rpcUrl, 'getSignatureStatuses', [[signature]])) as {
      value?: unknown[]
    } | null
    const status = result?.value?.[0] as { err?: unknown; slot?: unknown } | null | undefined
    if (typeof status !== 'object' || status === null) return { status: 'pending' }
    const reading = status.err === null || status.err === undefined ? 'confirmed' : 'failed'
    return typeof status.slot === 'number'
      ? { status: reading, blockNumber: BigInt(status.slot) }
      : { status: reading }
  },
}
