import type { CaipNetwork } from '@appkit/kernel'

/**
 * A signature's page on the network's explorer: `{explorer}/tx/{signature}`, keeping the
 * explorer URL's query, which is how Solana explorers name a cluster (`?cluster=devnet`).
 * Undefined without an http(s) explorer.
 */
export function solanaTransactionUrl(signature: string, network: CaipNetwork): string | undefined {
  const base = network.blockExplorers?.default.url
  let url: URL
  try {
    url = new URL(base ?? '')
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${encodeURIComponent(signature)}`
  return url.href
}
