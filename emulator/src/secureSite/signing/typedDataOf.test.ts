import { describe, expect, it } from 'vitest'
import { typedDataOf } from './typedDataOf.js'

const account = '0x1111111111111111111111111111111111111111'
const factory = '0x2222222222222222222222222222222222222222'
const mail = {
  types: {
    EIP712Domain: [{ name: 'name', type: 'string' }],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  domain: { name: 'Mail', version: '1', chainId: 1, verifyingContract: account.replace('1', '3') },
  primaryType: 'Mail',
  message: { contents: 'hello' },
}

describe('typedDataOf (shared by the EOA and smart-account paths)', () => {
  it('parses JSON text and drops EIP712Domain (viem derives it from the domain)', () => {
    const data = typedDataOf(JSON.stringify(mail), [account, factory])
    expect(data.types).toEqual({ Mail: mail.types.Mail })
    expect(data.domain).toEqual(mail.domain)
  })

  it("S1: refuses (4100) typed data for AppKitSmartAccount's domain name, or for a guarded contract on any chain, whatever its case", () => {
    const refused = { code: 4100 }
    for (const domain of [
      { name: 'AppKitSmartAccount', version: '1' },
      { name: ' appkitsmartaccount ' },
      { name: 'Mail', chainId: 5, verifyingContract: account.toUpperCase().replace('0X', '0x') },
      { name: 'Mail', verifyingContract: factory },
    ]) {
      expect(() => typedDataOf({ ...mail, domain }, [account, factory])).toThrow(
        expect.objectContaining(refused),
      )
    }
  })

  it('refuses malformed typed data as invalid params (-32602)', () => {
    for (const raw of ['{not json', '[]', { domain: {} }, { ...mail, domain: 'x' }]) {
      expect(() => typedDataOf(raw, [])).toThrow(expect.objectContaining({ code: -32602 }))
    }
  })
})
