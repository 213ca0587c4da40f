import { describe, expect, it } from 'vitest'
import { createAppKit } from '../kit/createAppKit.js'
import { bitcoin, mainnet, solana } from '../registry/testFixtures.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/STORAGE_KEYS.js'
import type { StorageAdapter } from '../storage/StorageAdapter.js'
import type { AccountType } from '../types/Account.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import { createMemoryAdapter } from './testing/createMemoryAdapter.js'

function kitWith(storage: StorageAdapter = createMemoryStorage()) {
  return createAppKit({
    projectId: 'p',
    networks: [mainnet, solana, bitcoin],
    loadRemoteConfig: false,
    storage,
  })
}

function adapterOf(namespace: ChainNamespace, defaultAccountType?: AccountType) {
  const network = { eip155: mainnet, solana, bip122: bitcoin }[namespace] ?? mainnet
  const { adapter } = createMemoryAdapter(namespace, { address: 'a', network })
  return defaultAccountType ? { ...adapter, defaultAccountType } : adapter
}

const preferred = (kit: ReturnType<typeof kitWith>, namespace: ChainNamespace) =>
  kit.registry.store.getState().chains[namespace]?.preferredAccountType

describe("the preferred account type a family starts with (spec §6 'Defaults: bitcoin payment, EVM smartAccount, polkadot and solana eoa')", () => {
  it("is 'eoa' until the family's adapter names its own default", () => {
    const kit = kitWith()
    expect(preferred(kit, 'eip155')).toBe('eoa')
    kit.registerAdapter(adapterOf('eip155', 'smartAccount'))
    kit.registerAdapter(adapterOf('bip122', 'payment'))
    kit.registerAdapter(adapterOf('solana'))
    expect(preferred(kit, 'eip155')).toBe('smartAccount')
    expect(preferred(kit, 'bip122')).toBe('payment')
    expect(preferred(kit, 'solana')).toBe('eoa')
  })

  it("a returning visitor's stored choice wins over the adapter's default", () => {
    const storage = createMemoryStorage()
    createStorage({ adapter: storage }).set(STORAGE_KEYS.preferredAccountTypes, { eip155: 'eoa' })
    const kit = kitWith(storage)
    kit.registerAdapter(adapterOf('eip155', 'smartAccount'))
    expect(preferred(kit, 'eip155')).toBe('eoa')
  })
})
