import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_A,
  approvedNamespaces,
  createWalletConnectTestKit,
  flush,
} from '../testing/createWalletConnectTestKit.js'

describe('walletConnect plugin: approved networks', () => {
  it("spec §3 approvedCaipNetworkIds: the session's approved chains are the family's approved networks, updated by session_update and gone after disconnect", async () => {
    const { kit, fake } = createWalletConnectTestKit()
    const connection = kit.connect('walletConnect')
    await flush()
    const onlyHardhat = {
      eip155: { ...approvedNamespaces().eip155, accounts: [`eip155:31337:${ACCOUNT_A}`] },
    }
    fake.approve(onlyHardhat, 'topic-1')
    await connection
    expect(kit.registry.store.getState().chains.eip155?.approvedCaipNetworkIds).toEqual([
      'eip155:31337',
    ])

    fake.session = { topic: 'topic-1', namespaces: approvedNamespaces() }
    fake.emit('session_update', {})
    expect(kit.registry.store.getState().chains.eip155?.approvedCaipNetworkIds).toEqual([
      'eip155:31337',
      'eip155:1337',
    ])

    await kit.disconnect()
    expect(kit.registry.store.getState().chains.eip155?.approvedCaipNetworkIds).toBeUndefined()
  })
})
