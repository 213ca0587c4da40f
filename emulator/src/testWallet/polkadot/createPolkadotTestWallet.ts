import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, u8aToHex, u8aToString, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { TEST_MNEMONIC } from '../../defaults.js'
import { createFamilySession } from '../createFamilySession.js'
import type { TestWalletPrompt, TestWalletStorage } from '../types.js'

/** The name the wallet registers under in `window.injectedWeb3`. */
export const POLKADOT_TEST_WALLET_NAME = 'appkit-test-wallet'

export interface CreatePolkadotTestWalletOptions {
  prompt: TestWalletPrompt
  /** Default: the Hardhat test mnemonic, as an sr25519 key with no derivation path. */
  mnemonic?: string
  /** SS58 prefix of the addresses handed out. Default 0 (Polkadot). */
  ss58Format?: number
  storage?: TestWalletStorage
  origin?: string
}

/** One `window.injectedWeb3` account (the fields of the injectedWeb3 protocol). */
export interface PolkadotTestAccount {
  address: string
  name: string
  type: 'sr25519'
}

function rejected(): Error {
  return new Error('Rejected by user')
}

/**
 * The development polkadot wallet: an injectedWeb3 extension (`enable(dappName)` resolves with
 * `accounts` and a `signer` whose `signRaw` signs `<Bytes>data</Bytes>` like the polkadot{.js}
 * extension) holding the mnemonic's sr25519 key, asking the prompt to connect and to sign.
 */
export function createPolkadotTestWallet(options: CreatePolkadotTestWalletOptions) {
  const { prompt, origin = 'unknown', ss58Format = 0 } = options
  const session = createFamilySession(options.storage, 'dev.appkit.testwallet.polkadot')
  let pair: Promise<KeyringPair> | undefined

  function keyPair(): Promise<KeyringPair> {
    pair ??= cryptoWaitReady().then(() =>
      new Keyring({ type: 'sr25519', ss58Format }).addFromUri(options.mnemonic ?? TEST_MNEMONIC, {
        name: 'AppKit Test Wallet',
      }),
    )
    return pair
  }

  async function accounts(): Promise<PolkadotTestAccount[]> {
    if (!session.approved().includes('connected')) return []
    const { address } = await keyPair()
    return [{ address, name: 'AppKit Test Wallet', type: 'sr25519' }]
  }

  let requestId = 0
  const injected = {
    accounts: {
      get: accounts,
      subscribe(callback: (list: PolkadotTestAccount[]) => void) {
        void accounts().then(callback)
        return () => undefined
      },
    },
    signer: {
      async signRaw(payload: { address: string; data: string; type?: string }) {
        const key = await keyPair()
        if (!session.approved().includes('connected') || payload.address !== key.address) {
          throw new Error('Unable to find the account')
        }
        if (!isHex(payload.data)) throw new Error('signRaw expects hex data')
        const bytes = hexToU8a(payload.data)
        const approved = await prompt({
          method: 'signRaw',
          params: payload,
          origin,
          summary: `Sign message: ${u8aToString(bytes)}`,
        })
        if (!approved) throw rejected()
        requestId += 1
        return { id: requestId, signature: u8aToHex(key.sign(u8aWrapBytes(bytes))) }
      },
    },
  }

  const extension = {
    version: '0.1.0',
    async enable(dappName: string) {
      if (!session.approved().includes('connected')) {
        const approved = await prompt({
          method: 'enable',
          params: { dappName },
          origin,
          summary: 'Connect (polkadot)',
        })
        if (!approved) throw rejected()
        session.approve(['connected'])
      }
      return injected
    },
  }
  return {
    extension,
    /** The wallet's account address. */
    address: async () => (await keyPair()).address,
    /** Forgets the site's approval, as removing it in the extension would. */
    disconnect: () => session.revoke(),
  }
}

export type PolkadotTestWallet = ReturnType<typeof createPolkadotTestWallet>
