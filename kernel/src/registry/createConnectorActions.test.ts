import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/Connector.js'
import { createConnectionRegistry } from './createConnectionRegistry.js'
import { createRecordingStorage, testNetworks } from './testFixtures.js'

const connector = (id: string, name = id): Connector => ({
  id,
  name,
  type: 'INJECTED',
  chain: 'eip155',
})

describe('addConnector', () => {
  it('returns its undo: the connector is removed, and a second call changes nothing', () => {
    const registry = createConnectionRegistry({
      networks: testNetworks,
      events: {},
      storage: createRecordingStorage(),
    })
    const undoA = registry.addConnector(connector('a'))
    registry.addConnector(connector('b'))
    undoA()
    undoA()
    expect(registry.store.getState().connectors.map((c) => c.id)).toEqual(['b'])
  })

  it('an undo leaves a connector that replaced its own under the same id', () => {
    const registry = createConnectionRegistry({
      networks: testNetworks,
      events: {},
      storage: createRecordingStorage(),
    })
    const undoFirst = registry.addConnector(connector('a', 'First'))
    registry.addConnector(connector('a', 'Second'))
    undoFirst()
    expect(registry.store.getState().connectors.map((c) => c.name)).toEqual(['Second'])
  })
})
