import { describe, expect, it, vi } from 'vitest'
import type { AdapterSendFeeRequest } from '../adapters/NamespaceAdapter.js'
import { getMaxSendAmount } from './getMaxSendAmount.js'

const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x2222222222222222222222222222222222222222'
const ether = { quantity: { decimals: '18', numeric: '1' } }
const read = async () => undefined

/** TEST DOUBLE: a family whose native send costs `fee`, recording what it was asked. */
function familyWithFee(fee: bigint) {
  const asked: AdapterSendFeeRequest[] = []
  return {
    asked,
    adapter: {
      nativeSendFee: async (request: AdapterSendFeeRequest) => {
        asked.push(request)
        return fee
      },
    },
  }
}

describe('getMaxSendAmount (the Max button)', () => {
  it("native: the balance less the fee the family's adapter names, asked for a transfer to the receiver", async () => {
    const family = familyWithFee(25_200_000_000_000n)
    const max = await getMaxSendAmount({
      token: ether,
      adapter: family.adapter,
      from: FROM,
      to: TO,
      request: read,
    })
    expect(max).toBe('0.9999748')
    expect(family.asked).toEqual([{ from: FROM, to: TO, request: read }])
  })

  it('prices a transfer to the sender when no receiver is known yet, and never goes below 0', async () => {
    const family = familyWithFee(10n ** 18n)
    const max = await getMaxSendAmount({
      token: { quantity: { decimals: '18', numeric: '0.001' } },
      adapter: family.adapter,
      from: FROM,
      request: read,
    })
    expect(max).toBe('0')
    expect(family.asked[0]?.to).toBe(FROM)
  })

  it('a family without a fee rule (or no adapter) keeps nothing back', async () => {
    const request = { token: ether, from: FROM, request: read }
    await expect(getMaxSendAmount({ ...request, adapter: {} })).resolves.toBe('1')
    await expect(getMaxSendAmount({ ...request, adapter: undefined })).resolves.toBe('1')
  })

  it('for tokens max = full balance (the fee is not asked)', async () => {
    const nativeSendFee = vi.fn(async () => 1n)
    const max = await getMaxSendAmount({
      token: { address: 'eip155:31337:0xabc', quantity: { decimals: '6', numeric: '9999.5' } },
      adapter: { nativeSendFee },
      from: FROM,
      request: read,
    })
    expect(max).toBe('9999.5')
    expect(nativeSendFee).not.toHaveBeenCalled()
  })

  it('cuts to 15 significant digits', async () => {
    const max = await getMaxSendAmount({
      token: { quantity: { decimals: '18', numeric: '1.123456789012345678' } },
      adapter: familyWithFee(0n).adapter,
      from: FROM,
      request: read,
    })
    expect(max).toBe('1.12345678901234')
  })

  it('a failing fee rule rejects rather than guessing', async () => {
    const adapter = {
      nativeSendFee: async () => {
        throw new Error('Invalid eth_estimateGas result: 21000')
      },
    }
    await expect(
      getMaxSendAmount({ token: ether, adapter, from: FROM, request: read }),
    ).rejects.toThrowError('Invalid eth_estimateGas result: 21000')
  })
})
