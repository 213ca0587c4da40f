import { describe, expect, it } from 'vitest'
import { clearAccountState } from './clearAccountState.js'
import type { NamespaceState } from './registryState.js'
import { EVM_ADDRESS, eoa, mainnet } from './testFixtures.js'

describe('clearAccountState', () => {
  it("keeps only the family, its network and the preferred account type ('keeps preferred account type'); the wallet's approved networks go", () => {
    const full: Required<NamespaceState> = {
      namespace: 'eip155',
      status: 'connected',
      connections: [{ connectorId: 'auth', accounts: [eoa(EVM_ADDRESS)], caipNetwork: mainnet }],
      connectorId: 'auth',
      caipNetwork: mainnet,
      unsupportedChain: true,
      smartAccountEnabledNetworks: ['eip155:1'],
      approvedCaipNetworkIds: ['eip155:1'],
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      address: EVM_ADDRESS,
      balance: '1',
      balanceSymbol: 'ETH',
      tokenBalance: [],
      addressExplorerUrl: 'url',
      connectedWalletInfo: { name: 'w' },
      smartAccountDeployed: true,
      preferredAccountType: 'eoa',
    }
    expect(clearAccountState(full)).toStrictEqual({
      namespace: 'eip155',
      status: 'disconnected',
      connections: [],
      caipNetwork: mainnet,
      unsupportedChain: true,
      preferredAccountType: 'eoa',
    })
  })
})
