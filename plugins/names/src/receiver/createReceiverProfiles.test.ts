import { describe, expect, it } from 'vitest'
import type { NameRecord } from '../transport/NameRecord.js'
import { createReceiverProfiles } from './createReceiverProfiles.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function record(name: string, registeredAt: string, attributes: Record<string, string> = {}) {
  return { name, addresses: { '60': { address: ADDRESS } }, attributes, registeredAt }
}

function profiles(records: readonly NameRecord[]) {
  const asked: string[] = []
  const service = createReceiverProfiles({
    lookupAddress: async (address) => {
      asked.push(address)
      return records
    },
  })
  return { service, asked }
}

describe('createReceiverProfiles', () => {
  it('spec §3 receiverProfileName: the newest name reverse-looked-up for the address, with its avatar', async () => {
    const { service, asked } = profiles([
      record('old.appkit.id', '2026-01-01T00:00:00.000Z'),
      record('new.appkit.id', '2026-06-01T00:00:00.000Z', { avatar: 'https://img.example/a.png' }),
    ])
    await expect(service.lookup('eip155', ADDRESS)).resolves.toEqual({
      name: 'new.appkit.id',
      imageUrl: 'https://img.example/a.png',
    })
    expect(asked).toEqual([ADDRESS])
  })

  it('spec §3 receiverProfileImageUrl: an avatar that is not http(s) or data:image is left out', async () => {
    const { service } = profiles([
      record('a.appkit.id', '2026-01-01T00:00:00.000Z', { avatar: 'javascript:alert(1)' }),
    ])
    await expect(service.lookup('eip155', ADDRESS)).resolves.toEqual({ name: 'a.appkit.id' })
  })

  it('no profile for an address without names, nor outside the EVM family (not asked)', async () => {
    await expect(profiles([]).service.lookup('eip155', ADDRESS)).resolves.toBeUndefined()
    const { service, asked } = profiles([record('a.appkit.id', '2026-01-01T00:00:00.000Z')])
    await expect(service.lookup('solana', 'So1ana')).resolves.toBeUndefined()
    expect(asked).toEqual([])
  })
})
