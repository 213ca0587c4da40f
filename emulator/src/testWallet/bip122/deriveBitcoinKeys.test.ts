import { describe, expect, it } from 'vitest'
import { deriveBitcoinKeys } from './deriveBitcoinKeys.js'

const ABANDON = `${'abandon '.repeat(11)}about`

describe('deriveBitcoinKeys', () => {
  it("derives the BIP-84 payment address at m/84'/0'/0'/0/0 (the BIP's test vector)", () => {
    const { payment } = deriveBitcoinKeys(ABANDON, 'mainnet')
    expect(payment.address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')
    expect(payment.path).toBe("m/84'/0'/0'/0/0")
  })

  it("derives the BIP-86 taproot ordinals address at m/86'/0'/0'/0/0 (the BIP's test vector)", () => {
    const { ordinals } = deriveBitcoinKeys(ABANDON, 'mainnet')
    expect(ordinals.address).toBe('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')
  })

  it('uses coin type 1 and the tb prefix on testnet', () => {
    const { payment, ordinals } = deriveBitcoinKeys(ABANDON, 'testnet')
    expect(payment.path).toBe("m/84'/1'/0'/0/0")
    expect(payment.address).toMatch(/^tb1q/)
    expect(ordinals.address).toMatch(/^tb1p/)
  })
})
