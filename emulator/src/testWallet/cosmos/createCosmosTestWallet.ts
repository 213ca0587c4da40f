import { makeCosmoshubPath, makeSignDoc, Secp256k1HdWallet } from '@cosmjs/amino'
import { TEST_MNEMONIC } from '../../defaults.js'
import { createFamilySession } from '../createFamilySession.js'
import type { TestWalletPrompt, TestWalletStorage } from '../types.js'

/** A cosmos chain the test wallet serves, with its account prefix. */
export interface CosmosTestChain {
  chainId: string
  bech32Prefix: string
}

export interface CreateCosmosTestWalletOptions {
  prompt: TestWalletPrompt
  /** Default: the Cosmos Hub. */
  chains?: readonly CosmosTestChain[]
  /** Default: the Hardhat test mnemonic; the key is m/44'/118'/0'/0/0 (the Cosmos Hub path). */
  mnemonic?: string
  storage?: TestWalletStorage
  origin?: string
}

export const COSMOS_TEST_CHAINS: readonly CosmosTestChain[] = [
  { chainId: 'cosmoshub-4', bech32Prefix: 'cosmos' },
]

function rejected(): Error {
  return new Error('Request rejected')
}

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

/**
 * The development cosmos wallet: a Keplr-style `window.keplr` (enable, getKey, signArbitrary,
 * disable) over the mnemonic's first Cosmos Hub key, asking the prompt before allowing a chain
 * and before every signature. Approved chains are remembered in storage.
 */
export function createCosmosTestWallet(options: CreateCosmosTestWalletOptions) {
  const { prompt, chains = COSMOS_TEST_CHAINS, origin = 'unknown' } = options
  const mnemonic = options.mnemonic ?? TEST_MNEMONIC
  const session = createFamilySession(options.storage, 'dev.appkit.testwallet.cosmos')
  const signers = new Map<string, Promise<Secp256k1HdWallet>>()

  function chainOf(chainId: string): CosmosTestChain {
    const chain = chains.find((c) => c.chainId === chainId)
    if (!chain) throw new Error(`There is no chain info for ${chainId}`)
    return chain
  }

  function signerOf(chainId: string): Promise<Secp256k1HdWallet> {
    const { bech32Prefix } = chainOf(chainId)
    let signer = signers.get(bech32Prefix)
    if (!signer) {
      signer = Secp256k1HdWallet.fromMnemonic(mnemonic, {
        hdPaths: [makeCosmoshubPath(0)],
        prefix: bech32Prefix,
      })
      signers.set(bech32Prefix, signer)
    }
    return signer
  }

  function requireEnabled(chainId: string) {
    chainOf(chainId)
    if (!session.approved().includes(chainId)) throw new Error(`${chainId} is not enabled`)
  }

  async function account(chainId: string) {
    const [first] = await (await signerOf(chainId)).getAccounts()
    if (!first) throw new Error('The test wallet has no account')
    return first
  }

  const keplr = {
    isAppKitTestWallet: true as const,
    async enable(chainIds: string | readonly string[]) {
      const ids = typeof chainIds === 'string' ? [chainIds] : [...chainIds]
      for (const id of ids) chainOf(id)
      const missing = ids.filter((id) => !session.approved().includes(id))
      if (missing.length === 0) return
      const approved = await prompt({
        method: 'enable',
        params: { chainIds: missing },
        origin,
        summary: `Connect (cosmos: ${missing.join(', ')})`,
      })
      if (!approved) throw rejected()
      session.approve(missing)
    },
    async disable(chainIds?: string | readonly string[]) {
      session.revoke(chainIds === undefined ? undefined : [chainIds].flat())
    },
    async getKey(chainId: string) {
      requireEnabled(chainId)
      const { address, pubkey, algo } = await account(chainId)
      return { name: 'AppKit Test Wallet', algo, pubKey: pubkey, bech32Address: address }
    },
    async signArbitrary(chainId: string, signer: string, data: string | Uint8Array) {
      requireEnabled(chainId)
      const wallet = await signerOf(chainId)
      const { address } = await account(chainId)
      if (signer !== address) throw new Error('Signer address does not match the account')
      const text = typeof data === 'string' ? data : new TextDecoder().decode(data)
      const approved = await prompt({
        method: 'signArbitrary',
        params: { chainId, signer, data: text },
        origin,
        summary: `Sign message: ${text}`,
      })
      if (!approved) throw rejected()
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      const doc = makeSignDoc(
        [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
        { gas: '0', amount: [] },
        '',
        '',
        0,
        0,
      )
      return (await wallet.signAmino(signer, doc)).signature
    },
  }
  return {
    keplr,
    /** The wallet's address on a chain it serves. */
    address: async (chainId: string) => (await account(chainId)).address,
  }
}

export type CosmosTestWallet = ReturnType<typeof createCosmosTestWallet>
