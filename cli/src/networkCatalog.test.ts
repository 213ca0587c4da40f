import * as bip122Networks from '@appkit/bip122/networks'
import * as cosmosNetworks from '@appkit/cosmos/networks'
import * as eip155Networks from '@appkit/eip155/networks'
import * as polkadotNetworks from '@appkit/polkadot/networks'
import * as solanaNetworks from '@appkit/solana/networks'
import { describe, expect, it } from 'vitest'
import { NAMESPACES, type Namespace } from './catalog.js'
import { defaultNetworks, NETWORK_NAMES, NETWORKS, networksOf } from './networkCatalog.js'

const MODULES: Record<Namespace, Record<string, unknown>> = {
  eip155: eip155Networks,
  solana: solanaNetworks,
  polkadot: polkadotNetworks,
  bip122: bip122Networks,
  cosmos: cosmosNetworks,
}

/** The exports of a `/networks` module that are networks (CaipNetwork data). */
function exportedNetworks(module: Record<string, unknown>) {
  return Object.entries(module).filter(
    ([, value]) => typeof value === 'object' && value !== null && 'caipNetworkId' in value,
  ) as [string, { id: string | number; chainNamespace: string; rpcUrls: unknown }][]
}

describe('networkCatalog: the networks offered are what each namespace package exports', () => {
  it.each(NAMESPACES)('%s: every exported network is offered, under its export name', (ns) => {
    const exported = exportedNetworks(MODULES[ns])
    expect(exported.length).toBeGreaterThan(0)
    expect(networksOf(ns).sort()).toEqual(exported.map(([name]) => name).sort())
    for (const [name, network] of exported) {
      expect(network.chainNamespace).toBe(ns)
      const chainId = NETWORKS[name]?.chainId
      if (ns === 'eip155') expect(chainId).toBe(network.id)
      else expect(chainId).toBeUndefined()
    }
  })
  it("the emulator's local networks (hardhat, localhost, solanaLocal) read their RPC URL from the environment", () => {
    expect(NETWORK_NAMES.filter((name) => NETWORKS[name]?.rpcVariable)).toEqual([
      'hardhat',
      'localhost',
      'solanaLocal',
    ])
    // The generated code moves them with each package's withRpcUrl.
    expect(typeof eip155Networks.withRpcUrl).toBe('function')
    expect(typeof solanaNetworks.withRpcUrl).toBe('function')
  })
  it("defaults: each namespace's local networks, else its first", () => {
    expect(defaultNetworks(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])).toEqual([
      'hardhat',
      'localhost',
      'solanaLocal',
      'polkadotMainnet',
      'bitcoin',
      'cosmoshub',
    ])
    for (const name of defaultNetworks(NAMESPACES)) expect(NETWORKS[name]).toBeDefined()
  })
})
