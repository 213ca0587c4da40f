import { describe, expect, it } from 'vitest'
import { createTestKit, solanaLocal } from '../testing/createTestKit.js'
import { accountEntries } from './addAccountEntry.js'
import { showAccountEntryWhen } from './showAccountEntryWhen.js'

describe('showAccountEntryWhen', () => {
  it('keeps the entry exactly while the condition holds, and removes it when stopped', () => {
    const kit = createTestKit()
    const labels = () =>
      accountEntries(kit)
        .getState()
        .entries.map((e) => e.label)
    const stop = showAccountEntryWhen(
      kit,
      { id: 'test:evm', label: 'EVM thing', view: 'X' },
      (state) => state.activeCaipNetwork?.chainNamespace === 'eip155',
    )
    expect(labels()).toEqual(['EVM thing'])
    kit.registry.setActiveNetwork(solanaLocal)
    expect(labels()).toEqual([])
    kit.registry.setActiveNetwork('eip155:31337')
    expect(labels()).toEqual(['EVM thing'])
    stop()
    expect(labels()).toEqual([])
    kit.registry.setActiveNetwork(solanaLocal)
    kit.registry.setActiveNetwork('eip155:31337')
    expect(labels()).toEqual([])
  })
})
