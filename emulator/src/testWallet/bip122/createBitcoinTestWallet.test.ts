import { networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, it, vi } from 'vitest'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.js'

/** A one-input PSBT spending a P2WPKH output of `script` (a made-up previous transaction). */
function psbtSpending(script: Uint8Array): string {
  return new Psbt({ network: networks.bitcoin })
    .addInput({ hash: '11'.repeat(32), index: 0, witnessUtxo: { script, value: 10_000n } })
    .addOutput({ script, value: 9_000n })
    .toBase64()
}

describe('createBitcoinTestWallet', () => {
  it('a declined getAccounts answers the sats-connect rejection (-32000)', async () => {
    const { provider } = createBitcoinTestWallet({ prompt: async () => false })
    await expect(provider.request('getAccounts', { purposes: ['payment'] })).resolves.toEqual({
      status: 'error',
      error: { code: -32000, message: 'User rejected the request' },
    })
  })

  it('signMessage refuses a non-string message and an address other than the payment one', async () => {
    const prompt = vi.fn(async () => true)
    const { provider, keys } = createBitcoinTestWallet({ prompt })
    await expect(
      provider.request('signMessage', { address: keys.payment.address, message: 42 }),
    ).resolves.toMatchObject({ status: 'error', error: { code: -32602 } })
    await expect(
      provider.request('signMessage', { address: keys.ordinals.address, message: 'hi' }),
    ).resolves.toMatchObject({
      status: 'error',
      error: { message: 'The test wallet signs messages with its payment address' },
    })
    expect(prompt).not.toHaveBeenCalled()
  })

  it('signPsbt refuses broadcast, a PSBT that is not base64, an input of a foreign address, and a declined prompt', async () => {
    const prompt = vi.fn(async () => true)
    const { provider, keys } = createBitcoinTestWallet({ prompt })
    const { address, payments } = await import('bitcoinjs-lib')
    const script = payments.p2wpkh({ pubkey: keys.payment.publicKeyBytes }).output as Uint8Array
    expect(address.fromOutputScript(script, networks.bitcoin)).toBe(keys.payment.address)
    const psbt = psbtSpending(script)
    const ask = (params: object) => provider.request('signPsbt', params)

    await expect(
      ask({ psbt, signInputs: { [keys.payment.address]: [0] }, broadcast: true }),
    ).resolves.toMatchObject({
      status: 'error',
      error: { message: 'The test wallet cannot broadcast: it has no Bitcoin node' },
    })
    await expect(ask({ psbt: '%%%', signInputs: {} })).resolves.toMatchObject({
      status: 'error',
      error: { message: 'psbt must be a base64 PSBT' },
    })
    await expect(
      ask({ psbt, signInputs: { [keys.ordinals.address]: [0] } }),
    ).resolves.toMatchObject({
      status: 'error',
      error: { message: 'The test wallet signs PSBT inputs with its payment address' },
    })
    expect(prompt).not.toHaveBeenCalled()
    prompt.mockResolvedValueOnce(false)
    await expect(ask({ psbt, signInputs: { [keys.payment.address]: [0] } })).resolves.toMatchObject(
      { status: 'error', error: { code: -32000 } },
    )
    const signed = await ask({ psbt, signInputs: { [keys.payment.address]: [0] } })
    expect(signed).toMatchObject({ status: 'success' })
  })

  it('an input index it cannot sign is refused with invalid params; an unknown method is not found', async () => {
    const { provider, keys } = createBitcoinTestWallet({ prompt: async () => true })
    const { payments } = await import('bitcoinjs-lib')
    const script = payments.p2wpkh({ pubkey: keys.payment.publicKeyBytes }).output as Uint8Array
    await expect(
      provider.request('signPsbt', {
        psbt: psbtSpending(script),
        signInputs: { [keys.payment.address]: [5] },
      }),
    ).resolves.toMatchObject({ status: 'error', error: { code: -32602 } })
    await expect(provider.request('sendTransfer', {})).resolves.toEqual({
      status: 'error',
      error: { code: -32601, message: 'Method not supported: sendTransfer' },
    })
  })
})
