// What the solana, polkadot, bip122 and cosmos namespaces make of a wallet's objects and answers
// (Wallet Standard registrations and connect outputs, injectedWeb3 extensions and signRaw,
// btc_providers entries and sats-connect answers, Keplr getKey and signArbitrary): any page
// script can hand them over.
import { encodeAddress } from '@polkadot/util-crypto'
import { bech32 } from '@scure/base'
import fc from 'fast-check'
import { describe, it } from 'vitest'
import type { Connector } from '../../kernel/src/types/Connector.js'
import { createBip122Adapter } from '../../namespaces/bip122/src/createBip122Adapter.js'
import { startBip122Discovery } from '../../namespaces/bip122/src/discovery/startBip122Discovery.js'
import { isBitcoinAddress } from '../../namespaces/bip122/src/isBitcoinAddress.js'
import { bitcoin } from '../../namespaces/bip122/src/networks/bitcoin.js'
import { createCosmosAdapter } from '../../namespaces/cosmos/src/createCosmosAdapter.js'
import { isCosmosAddress } from '../../namespaces/cosmos/src/isCosmosAddress.js'
import { cosmoshub } from '../../namespaces/cosmos/src/networks/cosmoshub.js'
import { createPolkadotAdapter } from '../../namespaces/polkadot/src/createPolkadotAdapter.js'
import { isSs58Address } from '../../namespaces/polkadot/src/isSs58Address.js'
import { polkadotMainnet } from '../../namespaces/polkadot/src/networks/polkadotMainnet.js'
import { createSolanaAdapter } from '../../namespaces/solana/src/createSolanaAdapter.js'
import { startSolanaDiscovery } from '../../namespaces/solana/src/discovery/startSolanaDiscovery.js'
import { encodeBase58 } from '../../namespaces/solana/src/encodeBase58.js'
import { solanaLocal } from '../../namespaces/solana/src/networks/solanaLocal.js'
import { anyData, anyInput } from './arbitraries/anyInput.js'
import { HostileValue, reveal } from './arbitraries/hostileValue.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { check } from './support/check.js'
import { expectAppKitError } from './support/expectAppKitError.js'
import { settle, settleAsync } from './support/settle.js'

/*
 * A promise that resolves with a hostile object reads its `then`, so the wallet's call itself
 * rejects with the getter's error: that is the wallet failing, which the kit wraps (kit
 * actions, toAppKitError). What a call resolves with is therefore any data (`anyData`), and
 * hostile objects (`anyInput`) sit inside it, where only the namespace's code reads them.
 */

/** `reveal`, also in the lists and plain objects these arbitraries build around it (2 deep). */
function revealAll(value: unknown, depth = 2): unknown {
  if (value instanceof HostileValue) return value.build()
  if (depth === 0) return value
  if (Array.isArray(value)) return value.map((item) => revealAll(item, depth - 1))
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, revealAll(item, depth - 1)]),
    )
  }
  return value
}

/** A list mixing well-formed items and anything at all, or any data in place of the list. */
const listOf = <A>(valid: fc.Arbitrary<A>) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.array(fc.oneof(valid, anyInput()), { maxLength: 4 }) },
    { weight: 1, arbitrary: anyData() },
  )

/** `valid` with one field replaced by anything (or left as is). */
const nearly = <A extends Record<string, unknown>>(valid: fc.Arbitrary<A>, fields: string[]) =>
  fc
    .tuple(valid, fc.constantFrom(...fields, 'none'), anyInput())
    .map(([value, field, replacement]) =>
      field === 'none' ? value : { ...value, [field]: replacement },
    )

const connectorOf = (chain: Connector['chain'], provider: unknown): Connector => ({
  id: 'fuzz',
  type: 'INJECTED',
  name: 'Fuzz',
  chain,
  chains: [bitcoin.caipNetworkId],
  provider,
})

describe('solana: Wallet Standard', () => {
  const solanaAccount = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((publicKey) => ({
    address: encodeBase58(publicKey),
    publicKey,
    chains: ['solana:localnet'],
    features: ['solana:signMessage'],
  }))
  const accounts = listOf(nearly(solanaAccount, ['address', 'publicKey', 'chains', 'features']))
  const adapter = () => createSolanaAdapter({ networks: [solanaLocal] })

  it('any connect output gives only accounts whose address is the base58 of their 32-byte key, or an AppKitError', async () => {
    const outputs = fc.oneof(
      fc.oneof(accounts, anyInput()).map((list) => ({ accounts: list })),
      anyData(),
    )
    await fc.assert(
      fc.asyncProperty(outputs, async (candidate) => {
        const output = revealAll(candidate)
        const wallet = {
          version: '1.0.0',
          name: 'Fuzz',
          icon: 'data:image/png;base64,AA',
          chains: ['solana:localnet'],
          accounts: [],
          features: { 'standard:connect': { connect: async () => output } },
        }
        const result = await settleAsync(() => adapter().connect(connectorOf('solana', wallet), {}))
        if (!result.ok) {
          expectAppKitError(result.error, 'PROVIDER_ERROR', ['Failed to connect'])
          return
        }
        check(result.value.accounts.length > 0, 'a connect has accounts')
        for (const account of result.value.accounts) {
          check(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(account.address), 'a base58 address')
          check(account.type === 'eoa', 'solana accounts are eoa')
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('any registration never throws, and registers a connector only for a Wallet Standard Solana wallet', () => {
    const wallet = fc.record({
      version: fc.constant('1.0.0'),
      name: fc.string({ minLength: 1, maxLength: 20 }),
      icon: fc.constant('data:image/png;base64,AA'),
      chains: fc.constant(['solana:mainnet']),
      accounts: fc.constant([]),
      features: fc.constant({
        'standard:connect': { connect: async () => ({ accounts: [] }) },
        'solana:signMessage': { signMessage: async () => [] },
      }),
    })
    const registrations = nearly(wallet, ['version', 'name', 'chains', 'accounts', 'features'])
    fc.assert(
      fc.property(fc.oneof(registrations, anyInput()), (candidate) => {
        const target = new EventTarget()
        const added: Connector[] = []
        const stop = startSolanaDiscovery({
          target,
          connectors: {
            addConnector: (c) => {
              added.push(c)
              return () => undefined
            },
          },
        })
        const registered = reveal(candidate)
        const event = new CustomEvent('wallet-standard:register-wallet', {
          detail: ({ register }: { register: (...wallets: unknown[]) => unknown }) =>
            register(registered),
        })
        const result = settle(() => target.dispatchEvent(event))
        stop()
        check(result.ok, 'a registration never throws')
        for (const connector of added) {
          check(connector.chain === 'solana', 'a solana connector')
          check(connector.name.length > 0, 'a named wallet')
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('polkadot: injectedWeb3', () => {
  const ss58 = fc
    .tuple(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.constantFrom(0, 2, 42))
    .map(([key, prefix]) => ({ address: encodeAddress(key, prefix), name: 'Account' }))
  const accounts = listOf(nearly(ss58, ['address', 'name', 'genesisHash', 'type']))
  const adapter = () => createPolkadotAdapter({ networks: [polkadotMainnet], dappName: 'fuzz' })

  it('any enable answer and account list gives only SS58 eoa accounts, or an AppKitError', async () => {
    const injected = fc.oneof(
      {
        weight: 3,
        arbitrary: accounts.map((list) => ({ accounts: { get: async () => list }, signer: {} })),
      },
      { weight: 1, arbitrary: anyData() },
    )
    const extension = fc.oneof(
      { weight: 4, arbitrary: injected.map((answer) => ({ version: '1', answer })) },
      { weight: 1, arbitrary: anyInput().map((value) => ({ value })) },
    )
    await fc.assert(
      fc.asyncProperty(extension, async (candidate) => {
        const provider =
          'answer' in candidate
            ? { version: '1', enable: async () => revealAll(candidate.answer) }
            : reveal(candidate.value)
        const result = await settleAsync(() =>
          adapter().connect(connectorOf('polkadot', provider), {}),
        )
        if (!result.ok) {
          expectAppKitError(result.error, 'PROVIDER_ERROR', ['Failed to connect'])
          return
        }
        for (const account of result.value.accounts) {
          check(isSs58Address(account.address), 'an SS58 address')
          check(account.type === 'eoa', 'polkadot accounts are eoa')
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("any signRaw answer is a 0x signature of 64 or 65 bytes, or 'Error signing message'", async () => {
    const signature = fc
      .uint8Array({ minLength: 63, maxLength: 66 })
      .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
    const answers = fc.oneof(
      nearly(
        signature.map((text) => ({ id: 1, signature: text })),
        ['signature'],
      ),
      anyData(),
    )
    await fc.assert(
      fc.asyncProperty(answers, async (candidate) => {
        const answer = revealAll(candidate)
        const address = encodeAddress(new Uint8Array(32).fill(1), 0)
        const injected = {
          accounts: { get: async () => [{ address }] },
          signer: { signRaw: async () => answer },
        }
        const connector = connectorOf('polkadot', { enable: async () => injected })
        const result = await settleAsync(() => adapter().signMessage(connector, address, 'hi'))
        if (!result.ok) {
          expectAppKitError(result.error, 'PROVIDER_ERROR', ['Error signing message'])
          return
        }
        check(/^0x([0-9a-fA-F]{2}){64,65}$/.test(result.value), 'a 64 or 65-byte signature')
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('bip122: btc_providers', () => {
  const payment = {
    address: 'bc1q4qw42stdzjqs59xvlrlxr8526e3nunw7mp73te',
    publicKey: `02${'11'.repeat(32)}`,
    purpose: 'payment',
  }
  const ordinals = {
    address: 'bc1pfzhx49qe6s5exppe5hqljg3n6587xk0w75xqr70pgdt7ygnfkssqxqjd9l',
    publicKey: '22'.repeat(32),
    purpose: 'ordinals',
  }
  const account = nearly(fc.constantFrom(payment, ordinals), ['address', 'publicKey', 'purpose'])
  const adapter = () => createBip122Adapter({ networks: [bitcoin] })

  it('any getAccounts answer gives a mainnet payment then ordinal account, or an AppKitError', async () => {
    const answers = fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .oneof(listOf(account), anyInput())
          .map((result) => ({ status: 'success', result })),
      },
      {
        weight: 1,
        arbitrary: nearly(fc.constant({ status: 'error', error: { code: 1, message: 'no' } }), [
          'status',
          'error',
        ]),
      },
      { weight: 1, arbitrary: anyData() },
    )
    await fc.assert(
      fc.asyncProperty(answers, async (candidate) => {
        const answer = revealAll(candidate)
        const provider = { request: async () => answer }
        const result = await settleAsync(() =>
          adapter().connect(connectorOf('bip122', provider), {}),
        )
        if (!result.ok) {
          expectAppKitError(result.error, 'PROVIDER_ERROR', [
            'Failed to connect',
            'Something went wrong',
            'Connection rejected',
          ])
          return
        }
        const types = result.value.accounts.map((a) => a.type)
        check(['payment,ordinal', 'payment', 'ordinal'].includes(types.join()), 'payment first')
        for (const { address } of result.value.accounts) {
          check(isBitcoinAddress(address, 'mainnet'), 'a mainnet address')
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('any btc_providers list never throws and registers only named entries at a provider path', () => {
    const entry = fc.record({
      id: fc.constantFrom('W.P', 'W', 'X.Y'),
      name: fc.string({ maxLength: 10 }),
      chains: fc.option(fc.array(fc.constantFrom(bitcoin.caipNetworkId, 'x'))),
    })
    const lists = listOf(nearly(entry, ['id', 'name', 'chains', 'icon']))
    fc.assert(
      fc.property(lists, (candidate) => {
        const added: Connector[] = []
        const target = {
          W: { P: { request: async () => null } },
          btc_providers: revealAll(candidate),
        }
        const result = settle(() =>
          startBip122Discovery({
            target,
            connectors: {
              addConnector: (c) => {
                added.push(c)
                return () => undefined
              },
            },
            poll: { intervalMs: 1000, attempts: 1 },
          }),
        )
        check(result.ok, 'discovery never throws')
        if (result.ok) result.value()
        for (const connector of added) {
          check(connector.id === 'W.P', 'only the entry naming the provider')
          check(connector.name.trim().length > 0, 'a named entry')
          check(
            (connector.chains ?? []).every((chain) => /^bip122:[0-9a-f]{32}$/.test(chain)),
            'bip122 chains only',
          )
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})

describe('cosmos: Keplr', () => {
  const key = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((hash) => ({
    name: 'key',
    algo: 'secp256k1',
    pubKey: new Uint8Array(33).fill(2),
    bech32Address: bech32.encode('cosmos', bech32.toWords(hash)),
  }))
  const answers = fc.oneof(nearly(key, ['name', 'algo', 'pubKey', 'bech32Address']), anyData())
  const adapter = () => createCosmosAdapter({ networks: [cosmoshub] })

  it('any getKey answer gives one cosmos address, or an AppKitError', async () => {
    await fc.assert(
      fc.asyncProperty(answers, async (candidate) => {
        const answer = revealAll(candidate)
        const keplr = {
          enable: async () => undefined,
          getKey: async () => answer,
          signArbitrary: async () => ({}),
        }
        const result = await settleAsync(() => adapter().connect(connectorOf('cosmos', keplr), {}))
        if (!result.ok) {
          expectAppKitError(result.error, 'PROVIDER_ERROR', ['Failed to connect'])
          return
        }
        check(result.value.accounts.length === 1, 'one account')
        check(isCosmosAddress(result.value.accounts[0]?.address ?? ''), 'a cosmos address')
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it("any signArbitrary answer is a base64 64-byte signature, or 'Error signing message'", async () => {
    const signature = fc.uint8Array({ minLength: 63, maxLength: 65 }).map((bytes) => ({
      signature: Buffer.from(bytes).toString('base64'),
      pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'AA==' },
    }))
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nearly(signature, ['signature', 'pub_key']), anyData()),
        async (candidate) => {
          const answer = revealAll(candidate)
          const keplr = {
            enable: async () => undefined,
            getKey: async () => undefined,
            signArbitrary: async () => answer,
          }
          const result = await settleAsync(() =>
            adapter().signMessage(connectorOf('cosmos', keplr), 'cosmos1x', 'hi'),
          )
          if (!result.ok) {
            expectAppKitError(result.error, 'PROVIDER_ERROR', ['Error signing message'])
            return
          }
          check(Buffer.from(result.value, 'base64').length === 64, 'a 64-byte signature')
        },
      ),
      { numRuns: FUZZ_RUNS },
    )
  })
})
