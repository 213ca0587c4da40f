import type { Route } from '../api/Route.js'
import { type ExplorerStatus, explorerPageHtml } from './explorerPageHtml.js'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/** The node's receipt of `hash`, through a plain JSON-RPC call. */
async function receiptOf(
  rpcUrl: string,
  hash: string,
): Promise<{ status?: string; blockNumber?: string } | null> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTransactionReceipt',
      params: [hash],
    }),
  })
  const body = (await response.json()) as { result?: unknown }
  const result = body.result
  return typeof result === 'object' && result !== null
    ? (result as { status?: string; blockNumber?: string })
    : null
}

/**
 * GET /explorer/{chainId}/tx/{hash}: a block explorer page for the emulator's chains, so a
 * network of the demo can have `blockExplorers` and the kit's explorer links lead somewhere
 * real. The status comes from the node's receipt.
 */
export function createExplorerRoutes(rpcUrls: ReadonlyMap<string, string>): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/explorer/:chainId/tx/:hash',
      checksProject: false,
      async handle({ res, params }) {
        const chainId = params.chainId ?? ''
        const hash = params.hash ?? ''
        const send = (code: number, page: string) => {
          res.writeHead(code, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': "default-src 'none'",
            'Content-Length': Buffer.byteLength(page),
          })
          res.end(page)
        }
        if (!TRANSACTION_HASH.test(hash)) {
          send(400, explorerPageHtml({ chainId, hash, status: 'not a transaction hash' }))
          return
        }
        const rpcUrl = rpcUrls.get(chainId)
        if (!rpcUrl) {
          send(404, explorerPageHtml({ chainId, hash, status: 'unknown chain' }))
          return
        }
        let receipt: Awaited<ReturnType<typeof receiptOf>>
        try {
          receipt = await receiptOf(rpcUrl, hash)
        } catch {
          res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end('The chain did not answer')
          return
        }
        const status: ExplorerStatus = !receipt
          ? 'pending'
          : receipt.status === '0x1'
            ? 'confirmed'
            : 'failed'
        const blockNumber = receipt?.blockNumber ? BigInt(receipt.blockNumber) : undefined
        send(
          200,
          explorerPageHtml({
            chainId,
            hash,
            status,
            ...(blockNumber === undefined ? {} : { blockNumber }),
          }),
        )
      },
    },
  ]
}
