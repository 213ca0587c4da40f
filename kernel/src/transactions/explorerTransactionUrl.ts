import type { CaipNetwork } from '../types/CaipNetwork.js'
import { isHttpUrl } from '../validators/isHttpUrl.js'

/** `{explorer}/tx/{hash}` on the network's block explorer, when it has an http(s) one. */
export function explorerTransactionUrl(hash: string, network: CaipNetwork): string | undefined {
  const base = network.blockExplorers?.default.url
  return isHttpUrl(base) ? `${base.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}` : undefined
}
