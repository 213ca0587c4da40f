import { describe, expect, it } from 'vitest'
import { readTokenInfo } from './readTokenInfo.js'

const word = (value: bigint | number) => BigInt(value).toString(16).padStart(64, '0')
const USDT_SYMBOL = `0x${word(32)}${word(4)}${Buffer.from('USDT').toString('hex').padEnd(64, '0')}`
const SIX = `0x${word(6)}`

function wallet(answers: Record<string, unknown>) {
  return async ({ params }: { method: string; params?: unknown }) => {
    const [{ data }] = params as [{ data: string }]
    return answers[data]
  }
}

describe('readTokenInfo: an ERC-20 symbol and decimals through eth_call', () => {
  it('decodes symbol() and decimals()', async () => {
    const request = wallet({ '0x95d89b41': USDT_SYMBOL, '0x313ce567': SIX })
    expect(await readTokenInfo(request, '0xtoken')).toEqual({ symbol: 'USDT', decimals: 6 })
  })

  it('anything that does not decode, or a failing call, gives undefined', async () => {
    expect(
      await readTokenInfo(wallet({ '0x95d89b41': '0x1234', '0x313ce567': SIX }), '0xtoken'),
    ).toBeUndefined()
    const markup = `0x${word(32)}${word(8)}${Buffer.from('<b>x</b>').toString('hex').padEnd(64, '0')}`
    expect(
      await readTokenInfo(wallet({ '0x95d89b41': markup, '0x313ce567': SIX }), '0xtoken'),
    ).toBeUndefined()
    expect(
      await readTokenInfo(async () => Promise.reject(new Error('reverted')), '0xtoken'),
    ).toBeUndefined()
  })
})
