import { EventEmitter } from 'node:events'
import type { Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { resolveConfig } from 'hardhat/internal/core/config/config-resolution.js'
import { createProvider } from 'hardhat/internal/core/providers/construction.js'
import { JsonRpcServer } from 'hardhat/internal/hardhat-network/jsonrpc/server.js'

export interface StartHardhatNodeParameters {
  chainId: number
  /** 0 picks a free port. */
  port: number
  hostname: string
  mnemonic: string
  /** Number of prefunded accounts derived from the mnemonic. Default 20. */
  accountCount?: number
  /** Hardhat's per-call console logging. Default false. */
  logRpc?: boolean
}

export interface HardhatNode {
  chainId: number
  port: number
  rpcUrl: string
  stop: () => Promise<void>
}

/**
 * Starts a Hardhat 2 network node in this process: Hardhat's own JSON-RPC server (HTTP and
 * WebSocket on one port) over an in-memory chain. In-process, so stopping the emulator or its
 * process leaves no child process behind, and nothing is compiled or downloaded.
 *
 * @example
 * const node = await startHardhatNode({ chainId: 31337, port: 0, hostname: '127.0.0.1', mnemonic })
 * await node.stop()
 */
export async function startHardhatNode(
  parameters: StartHardhatNodeParameters,
): Promise<HardhatNode> {
  const { chainId, port, hostname, mnemonic, accountCount = 20, logRpc = false } = parameters
  // Hardhat resolves project paths from a config file that must exist; only the fork cache
  // uses them, and these nodes never fork. This module's own file serves as the anchor.
  const config = resolveConfig(fileURLToPath(import.meta.url), {
    networks: {
      hardhat: { chainId, loggingEnabled: logRpc, accounts: { mnemonic, count: accountCount } },
    },
  })
  const provider = await createProvider(config, 'hardhat')
  const server = new JsonRpcServer({ hostname, port, provider })
  const httpServer = privateField(server, '_httpServer', isHttpServer)
  // Hardhat's WebSocket server re-emits the HTTP server's errors; unheard, they would crash.
  const wsServer = privateField(server, '_wsServer', isEventEmitter)

  const address = await new Promise<{ port: number }>((resolve, reject) => {
    // JsonRpcServer.listen never settles when the port is taken; listen for the error here.
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use (chain ${chainId}).`, { cause: error })
          : error,
      )
    const ignore = () => {}
    httpServer?.once('error', onError)
    wsServer?.on('error', ignore)
    server.listen().then((info) => {
      httpServer?.off('error', onError)
      wsServer?.off('error', ignore)
      resolve(info)
    }, reject)
  })

  let stopping: Promise<void> | undefined
  return {
    chainId,
    port: address.port,
    rpcUrl: `http://${hostname}:${address.port}`,
    stop: () => {
      stopping ??= (async () => {
        const closed = server.close()
        // Keep-alive and WebSocket sockets would otherwise hold the port open.
        httpServer?.closeAllConnections()
        await closed
      })()
      return stopping
    },
  }
}

/** A private field of Hardhat's JsonRpcServer, if it is there and has the expected shape. */
function privateField<T>(
  server: JsonRpcServer,
  name: string,
  is: (value: unknown) => value is T,
): T | undefined {
  const candidate: unknown = Reflect.get(server, name)
  return is(candidate) ? candidate : undefined
}

function isEventEmitter(value: unknown): value is EventEmitter {
  return value instanceof EventEmitter
}

function isHttpServer(value: unknown): value is Server {
  return (
    typeof value === 'object' &&
    value !== null &&
    'closeAllConnections' in value &&
    'listen' in value
  )
}
