import { Secp256k1HdWallet } from '@cosmjs/amino'
import { fromBase64 } from '@cosmjs/encoding'
import { describe, expect, it } from 'vitest'
import { adr36SignDoc } from './adr36SignDoc.js'
import { verifyAdr36Signature } from './verifyAdr36Signature.js'

const mnemonic = 'test test test test test test test test test test test junk'

/** Signs numbered messages until one's r or s begins with a zero byte (about 1 in 128 do). */
async function signatureWithLeadingZero() {
  const wallet = await Secp256k1HdWallet.fromMnemonic(mnemonic)
  const [account] = await wallet.getAccounts()
  const address = account?.address ?? ''
  for (let attempt = 0; attempt < 5000; attempt++) {
    const message = `leading zero ${attempt}`
    const { signature } = await wallet.signAmino(address, adr36SignDoc(address, message))
    const bytes = fromBase64(signature.signature)
    if (bytes[0] === 0 || bytes[32] === 0) {
      return { address, message, signature: signature.signature, pubKey: signature.pub_key.value }
    }
  }
  throw new Error('no signature with a leading zero byte in 5000 tries')
}

describe('verifyAdr36Signature', () => {
  it('accepts a real signature whose r or s starts with a zero byte (recovering the key, or given it)', async () => {
    const signed = await signatureWithLeadingZero()
    await expect(
      verifyAdr36Signature({
        address: signed.address,
        message: signed.message,
        signature: signed.signature,
      }),
    ).resolves.toBe(true)
    await expect(verifyAdr36Signature(signed)).resolves.toBe(true)
    await expect(verifyAdr36Signature({ ...signed, message: `${signed.message}!` })).resolves.toBe(
      false,
    )
  })
})
