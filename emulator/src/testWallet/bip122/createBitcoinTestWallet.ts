import { secp256k1 } from '@noble/curves/secp256k1'
import { Psbt } from 'bitcoinjs-lib'
import { TEST_MNEMONIC } from '../../defaults.js'
import { createFamilySession } from '../createFamilySession.js'
import type { TestWalletPrompt, TestWalletStorage } from '../types.js'
import { type BitcoinTestNetwork, deriveBitcoinKeys } from './deriveBitcoinKeys.js'
import { signBitcoinMessage } from './signBitcoinMessage.js'

/** sats-connect's error codes. */
const USER_REJECTION = -32000
const INVALID_PARAMS = -32602
const METHOD_NOT_FOUND = -32601

export interface CreateBitcoinTestWalletOptions {
  prompt: TestWalletPrompt
  /** Default mainnet. */
  network?: BitcoinTestNetwork
  /** Default: the Hardhat test mnemonic. */
  mnemonic?: string
  storage?: TestWalletStorage
  origin?: string
}

type Response =
  | { status: 'success'; result: unknown }
  | { status: 'error'; error: { code: number; message: string } }

const fail = (code: number, message: string): Response => ({
  status: 'error',
  error: { code, message },
})

function field(params: unknown, key: string): unknown {
  return typeof params === 'object' && params !== null
    ? (params as Record<string, unknown>)[key]
    : undefined
}

/**
 * The development Bitcoin wallet: a sats-connect style provider (`request(method, params)`
 * answering `{ status, result | error }`) with the mnemonic's payment (P2WPKH, BIP-84) and
 * ordinals (P2TR, BIP-86) accounts. `getAccounts`, `signMessage` (Bitcoin Core / BIP-137, with
 * the payment key) and `signPsbt` (the payment key's P2WPKH inputs) each ask the prompt.
 */
export function createBitcoinTestWallet(options: CreateBitcoinTestWalletOptions) {
  const { prompt, origin = 'unknown', network = 'mainnet' } = options
  const keys = deriveBitcoinKeys(options.mnemonic ?? TEST_MNEMONIC, network)
  const session = createFamilySession(options.storage, 'dev.appkit.testwallet.bip122')
  const ask = (method: string, params: unknown, summary: string) =>
    prompt({ method, params, origin, summary })

  const accounts = () => [
    {
      address: keys.payment.address,
      publicKey: keys.payment.publicKey,
      purpose: 'payment',
      addressType: 'p2wpkh',
      derivationPath: keys.payment.path,
    },
    {
      address: keys.ordinals.address,
      publicKey: keys.ordinals.publicKey,
      purpose: 'ordinals',
      addressType: 'p2tr',
      derivationPath: keys.ordinals.path,
    },
  ]

  const methods: Record<string, (params: unknown) => Promise<Response>> = {
    async getAccounts(params) {
      if (!(await ask('getAccounts', params, `Connect (bitcoin ${network})`))) {
        return fail(USER_REJECTION, 'User rejected the request')
      }
      session.approve(['connected'])
      return { status: 'success', result: accounts() }
    },
    async signMessage(params) {
      const address = field(params, 'address')
      const message = field(params, 'message')
      if (typeof message !== 'string') return fail(INVALID_PARAMS, 'message must be a string')
      if (address !== keys.payment.address) {
        return fail(INVALID_PARAMS, 'The test wallet signs messages with its payment address')
      }
      if (!(await ask('signMessage', params, `Sign message: ${message}`))) {
        return fail(USER_REJECTION, 'User rejected the request')
      }
      const signature = signBitcoinMessage(message, keys.payment.privateKey)
      return { status: 'success', result: { signature, address, protocol: 'ECDSA' } }
    },
    async signPsbt(params) {
      const base64 = field(params, 'psbt')
      const signInputs = field(params, 'signInputs')
      if (field(params, 'broadcast') === true) {
        return fail(INVALID_PARAMS, 'The test wallet cannot broadcast: it has no Bitcoin node')
      }
      let psbt: Psbt
      try {
        psbt = Psbt.fromBase64(String(base64))
      } catch {
        return fail(INVALID_PARAMS, 'psbt must be a base64 PSBT')
      }
      const entries = Object.entries(typeof signInputs === 'object' && signInputs ? signInputs : {})
      if (entries.some(([address]) => address !== keys.payment.address)) {
        return fail(INVALID_PARAMS, 'The test wallet signs PSBT inputs with its payment address')
      }
      if (!(await ask('signPsbt', params, `Sign PSBT (${psbt.inputCount} inputs)`))) {
        return fail(USER_REJECTION, 'User rejected the request')
      }
      const signer = {
        publicKey: keys.payment.publicKeyBytes,
        sign: (hash: Uint8Array) =>
          secp256k1.sign(hash, keys.payment.privateKey).toCompactRawBytes(),
      }
      try {
        for (const [, indexes] of entries) {
          for (const index of Array.isArray(indexes) ? indexes : [])
            psbt.signInput(Number(index), signer)
        }
      } catch (error) {
        return fail(INVALID_PARAMS, error instanceof Error ? error.message : String(error))
      }
      return { status: 'success', result: { psbt: psbt.toBase64() } }
    },
  }

  const provider = {
    isAppKitTestWallet: true as const,
    async request(method: string, params?: unknown): Promise<Response> {
      const handler = methods[method]
      return handler ? handler(params) : fail(METHOD_NOT_FOUND, `Method not supported: ${method}`)
    },
  }
  return { provider, keys }
}

export type BitcoinTestWallet = ReturnType<typeof createBitcoinTestWallet>
