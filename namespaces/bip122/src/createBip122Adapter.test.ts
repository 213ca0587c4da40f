import type { CaipNetwork } from '@appkit/kernel'
import { secp256k1 } from '@noble/curves/secp256k1'
import { address as bitcoinAddress, networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, it, vi } from 'vitest'
import { createBip122Adapter } from './createBip122Adapter.js'
import { bitcoin } from './networks/bitcoin.js'
import { bitcoinTestnet } from './networks/bitcoinTestnet.js'
import {
  installTestBitcoinWallet,
  verifyBitcoinMessage,
} from './testing/installTestBitcoinWallet.js'

describe('createBip122Adapter', () => {
  it('connects with the payment account at index 0 and the ordinal account at index 1', async () => {
    const { connector, uninstall } = await installTestBitcoinWallet()
    const { accounts, caipNetwork } = await createBip122Adapter({ networks: [bitcoin] }).connect(
      connector,
      {},
    )
    expect(caipNetwork).toBe(bitcoin)
    expect(accounts.map((a) => a.type)).toEqual(['payment', 'ordinal'])
    expect(accounts[0]?.address).toMatch(/^bc1q/)
    expect(accounts[1]?.address).toMatch(/^bc1p/)
    // Spec §3 Bitcoin account: publicKey and path, as the test wallet gives them.
    expect(accounts[0]).toMatchObject({
      publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
      path: "m/84'/0'/0'/0/0",
    })
    expect(accounts[1]).toMatchObject({
      publicKey: expect.stringMatching(/^[0-9a-f]{64,66}$/),
      path: "m/86'/0'/0'/0/0",
    })
    uninstall()
  })

  it("fails with 'The connector does not support any of the requested chains' when no configured network is served", async () => {
    const { connector, uninstall } = await installTestBitcoinWallet()
    const adapter = createBip122Adapter({ networks: [bitcoinTestnet] })
    await expect(adapter.connect(connector, {})).rejects.toThrow(
      'The connector does not support any of the requested chains',
    )
    uninstall()
  })

  it("a declined getAccounts is 'Connection rejected' (4001)", async () => {
    const { connector, uninstall } = await installTestBitcoinWallet(async () => false)
    await expect(
      createBip122Adapter({ networks: [bitcoin] }).connect(connector, {}),
    ).rejects.toMatchObject({ shortMessage: 'Connection rejected', code: 4001 })
    uninstall()
  })

  it('signs a message with the payment address that the bip122 verifier accepts', async () => {
    const prompt = vi.fn(async () => true)
    const { connector, uninstall } = await installTestBitcoinWallet(prompt)
    const adapter = createBip122Adapter({ networks: [bitcoin] })
    const { accounts } = await adapter.connect(connector, {})
    const payment = accounts[0]?.address ?? ''
    const signature = await adapter.signMessage(connector, payment, 'Hello bitcoin')
    expect(prompt).toHaveBeenLastCalledWith(
      expect.objectContaining({ summary: 'Sign message: Hello bitcoin' }),
    )
    await expect(verifyBitcoinMessage(payment, 'Hello bitcoin', signature)).resolves.toBe(true)
    await expect(verifyBitcoinMessage(payment, 'Hello bitcoin!', signature)).resolves.toBe(false)
    // The adapter's own check (sign-in verifies with it) agrees, and holds the address to its
    // network: a mainnet address is refused on testnet.
    const verify = (message: string, caipNetwork: CaipNetwork = bitcoin) =>
      adapter.verifyMessage?.({ address: payment, message, signature, caipNetwork })
    await expect(verify('Hello bitcoin')).resolves.toBe(true)
    await expect(verify('Hello bitcoin!')).resolves.toBe(false)
    await expect(verify('Hello bitcoin', bitcoinTestnet)).resolves.toBe(false)
    uninstall()
  })

  it('signs a PSBT input of the payment address with a valid signature', async () => {
    const { connector, uninstall } = await installTestBitcoinWallet()
    const adapter = createBip122Adapter({ networks: [bitcoin] })
    const { accounts } = await adapter.connect(connector, {})
    const payment = accounts[0]?.address ?? ''
    const script = bitcoinAddress.toOutputScript(payment, networks.bitcoin)
    const unsigned = new Psbt({ network: networks.bitcoin })
      .addInput({ hash: '11'.repeat(32), index: 0, witnessUtxo: { script, value: 10_000n } })
      .addOutput({ script, value: 9_000n })

    const { psbt } = await adapter.signPsbt(connector, {
      psbt: unsigned.toBase64(),
      signInputs: { [payment]: [0] },
    })
    const signed = Psbt.fromBase64(psbt)
    expect(
      signed.validateSignaturesOfInput(0, (publicKey, hash, signature) =>
        secp256k1.verify(signature, hash, publicKey),
      ),
    ).toBe(true)
    uninstall()
  })

  it('refuses a PSBT that is not base64 before asking the wallet', async () => {
    const prompt = vi.fn(async () => true)
    const { connector, uninstall } = await installTestBitcoinWallet(prompt)
    const adapter = createBip122Adapter({ networks: [bitcoin] })
    await expect(adapter.signPsbt(connector, { psbt: 'nope', signInputs: {} })).rejects.toThrow(
      'not a valid base64 PSBT',
    )
    expect(prompt).not.toHaveBeenCalled()
    uninstall()
  })

  it('accepts mainnet and testnet addresses only', () => {
    const adapter = createBip122Adapter({ networks: [bitcoin] })
    expect(adapter.isAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true)
    expect(adapter.isAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(true)
    expect(adapter.isAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true)
    expect(adapter.isAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false)
    expect(adapter.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  })
})
