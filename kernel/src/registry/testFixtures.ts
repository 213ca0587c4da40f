import { toAppKitError } from '../errors/AppKitError.js'
import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Connection } from '../types/Connection.js'
import type { ConnectionRegistry } from './createConnectionRegistry.js'
import type { RegistryStorage } from './RegistryStorage.js'

/** Test data for the registry's tests: networks of three families and a recording storage. */
function network(
  chainNamespace: ChainNamespace,
  id: number | string,
  name: string,
  symbol: string,
): CaipNetwork {
  return {
    id,
    name,
    chainNamespace,
    caipNetworkId: `${chainNamespace}:${id}`,
    nativeCurrency: { name: symbol, decimals: 18, symbol },
    rpcUrls: { default: { http: [`https://rpc.example/${chainNamespace}/${id}`] } },
  }
}

export const mainnet = network('eip155', 1, 'Ethereum', 'ETH')
export const polygon = network('eip155', 137, 'Polygon', 'POL')
export const solana = network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'SOL')
export const solanaDevnet = network(
  'solana',
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'SOL',
)
export const bitcoin = network('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin', 'BTC')

export const testNetworks = [mainnet, polygon, solana, solanaDevnet, bitcoin] as const

export const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
export const EVM_ADDRESS_2 = '0x2222222222222222222222222222222222222222'
export const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

export function eoa(address: string): Connection['accounts'][number] {
  return { address, type: 'eoa' }
}

export type StorageCall = [method: keyof RegistryStorage, ...args: string[]]

export function createRecordingStorage(): RegistryStorage & { calls: StorageCall[] } {
  const calls: StorageCall[] = []
  return {
    calls,
    setConnectorId: (namespace, id) => calls.push(['setConnectorId', namespace, id]),
    removeConnectorId: (namespace) => calls.push(['removeConnectorId', namespace]),
    preferredAccountTypes: () => ({}),
    setPreferredAccountType: (namespace, type) =>
      calls.push(['setPreferredAccountType', namespace, type]),
    setActiveCaipNetworkId: (id) => calls.push(['setActiveCaipNetworkId', id]),
    clearSessionData: (namespace) => calls.push(['clearSessionData', namespace]),
  }
}

/**
 * A connect as the kit's connect action drives the registry: `markConnecting`, the wallet call
 * (`run`), then `recordConnection`, or `restoreStatus` when anything failed.
 */
export async function connectThrough(
  registry: ConnectionRegistry,
  namespace: ChainNamespace,
  connectorId: string,
  run: () => Promise<Omit<Connection, 'connectorId'>>,
  options: { reconnect?: boolean; activate?: boolean } = {},
): Promise<Connection> {
  const attempt = registry.markConnecting(namespace, connectorId, options)
  try {
    const result = await run()
    return registry.recordConnection(
      namespace,
      { connectorId, ...result },
      { attempt, ...(options.activate === false ? { activate: false } : {}) },
    )
  } catch (error) {
    registry.restoreStatus(namespace)
    throw toAppKitError(error, 'PROVIDER_ERROR')
  }
}
