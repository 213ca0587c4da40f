import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSolanaChain } from './createSolanaChain.js'
import { createSolanaRpcMethods } from './createSolanaRpcMethods.js'
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'
import { handleSolanaRpc } from './handleSolanaRpc.js'
import { LAMPORTS_PER_SOL } from './LAMPORTS_PER_SOL.js'
import { LOCAL_SOLANA_GENESIS_HASH } from './LOCAL_SOLANA_GENESIS_HASH.js'
import { SOLANA_TEST_TOKEN } from './SOLANA_TEST_TOKEN.js'

export interface SolanaRpcOptions {
  /** TCP port; 8899 by default in the emulator, 0 picks a free one. */
  port: number
  hostname: string
  mnemonic: string
  /** How many keypairs (m/44'/501'/i'/0') to fund. */
  accountCount: number
  /** Lamports each funded keypair starts with. */
  lamports: bigint
}

export interface RunningSolanaRpc {
  rpcUrl: string
  genesisHash: string
  /** The funded addresses, in derivation order. */
  accounts: readonly string[]
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 1_000_000

/** Default funding: 1000 SOL per test keypair. */
export const DEFAULT_SOLANA_LAMPORTS = 1000n * LAMPORTS_PER_SOL

/**
 * A Solana JSON-RPC endpoint over an in-process SVM (litesvm), with the mnemonic's first
 * `accountCount` Solana keypairs funded with SOL and with the SPL test token
 * (SOLANA_TEST_TOKEN, in their associated token accounts). Answers CORS preflights.
 *
 * @example const rpc = await startSolanaRpc({ port: 0, hostname: '127.0.0.1', mnemonic, accountCount: 3, lamports: DEFAULT_SOLANA_LAMPORTS })
 */
export async function startSolanaRpc(options: SolanaRpcOptions): Promise<RunningSolanaRpc> {
  const keypairs = await Promise.all(
    Array.from({ length: options.accountCount }, (_, i) =>
      deriveSolanaKeypair(options.mnemonic, i),
    ),
  )
  const accounts = keypairs.map((keypair) => keypair.address)
  const methods = createSolanaRpcMethods(
    createSolanaChain({ funded: accounts, lamports: options.lamports, token: SOLANA_TEST_TOKEN }),
  )
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Allow-Headers', 'content-type, solana-client')
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS')
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { 'content-type': 'text/plain' }).end('Use POST')
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) request.destroy()
      else chunks.push(chunk)
    })
    request.on('end', () => {
      const reply = handleSolanaRpc(methods, Buffer.concat(chunks).toString('utf8'))
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(reply))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.hostname, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    rpcUrl: `http://${options.hostname}:${port}`,
    genesisHash: LOCAL_SOLANA_GENESIS_HASH,
    accounts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
