import type { Route } from '../api/Route.js'
import type { ExplorerChainReader, ExplorerReading } from './ExplorerReading.js'
import { evmExplorerReader } from './evmExplorerReader.js'
import { explorerPageHtml } from './explorerPageHtml.js'
import { solanaExplorerReader } from './solanaExplorerReader.js'

/** The node of each chain the explorer shows, by the chain id in its URL. */
export interface ExplorerChains {
  /** EVM nodes by chain id (`31337`). */
  evm: ReadonlyMap<string, string>
  /** Solana RPCs by network id (the genesis hash's first 32 characters, as in CAIP-2). */
  solana?: ReadonlyMap<string, string>
}

function chainOf(
  chains: ExplorerChains,
  chainId: string,
): { rpcUrl: string; reader: ExplorerChainReader } | undefined {
  const evm = chains.evm.get(chainId)
  if (evm) return { rpcUrl: evm, reader: evmExplorerReader }
  const solana = chains.solana?.get(chainId)
  return solana ? { rpcUrl: solana, reader: solanaExplorerReader } : undefined
}

/**
 * GET /explorer/{chainId}/tx/{hash}: a block explorer page for the emulator's chains, so a
 * network of the demo can have `blockExplorers` and the kit's explorer links lead somewhere
 * real. The status comes from the chain's node: an EVM receipt, a Solana signature status.
 */
export function createExplorerRoutes(chains: ExplorerChains): Route[] {
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
        const chain = chainOf(chains, chainId)
        if (!chain) {
          send(404, explorerPageHtml({ chainId, hash, status: 'unknown chain' }))
          return
        }
        if (!chain.reader.isTransactionId(hash)) {
          send(400, explorerPageHtml({ chainId, hash, status: 'not a transaction hash' }))
          return
        }
        let reading: ExplorerReading
        try {
          reading = await chain.reader.read(chain.rpcUrl, hash)
        } catch {
          res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end('The chain did not answer')
          return
        }
        send(200, explorerPageHtml({ chainId, hash, ...reading }))
      },
    },
  ]
}
