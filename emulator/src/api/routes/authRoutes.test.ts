import { createServer, type Server } from 'node:http'
import type { SiwxSession } from '@appkit/siwx/verify'
import { ed25519 } from '@noble/curves/ed25519'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  serializeErc6492Signature,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createNodeAccountClient } from '../../chains/createNodeAccountClient.js'
import { deployAccountFactory } from '../../chains/deployAccountFactory.js'
import { impersonateRelayer } from '../../chains/impersonateRelayer.js'
import {
  SMART_ACCOUNT_RELAYER,
  SMART_ACCOUNT_RELAYER_BALANCE,
} from '../../chains/SMART_ACCOUNT_RELAYER.js'
import { appKitAccountFactoryArtifact } from '../../chains/smartAccountArtifacts.js'
import type { HardhatNode } from '../../chains/startHardhatNode.js'
import { TEST_MNEMONIC } from '../../defaults.js'
import { signHashForAccount } from '../../secureSite/smartAccount/smartAccountSignatures.js'
import { decodeBase58, encodeBase58 } from '../../solana/base58.js'
import { deriveSolanaKeypair } from '../../solana/deriveSolanaKeypair.js'
import { startTestNode } from '../../testing/startTestNode.js'
import { deriveBitcoinKeys } from '../../testWallet/bip122/deriveBitcoinKeys.js'
import { signBitcoinMessage } from '../../testWallet/bip122/signBitcoinMessage.js'
import { matchPath } from '../Route.js'
import { AUTH_BASE_PATH, createAuthRoutes } from './authRoutes.js'

const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 3 })
const domain = '127.0.0.1:5173'
let node: HardhatNode
const clock = {
  get now() {
    return Date.now()
  },
}
/** The signing browser's session token (the auth routes keep it in a cookie). */
const browser = 'browser-a'

let factory: Address

let server: Server
let base = ''

beforeAll(async () => {
  node = await startTestNode(5)
  // AppKitAccountFactory as the emulator deploys it, for the smart-account sessions.
  await impersonateRelayer(node.rpcUrl, SMART_ACCOUNT_RELAYER, SMART_ACCOUNT_RELAYER_BALANCE)
  factory = await deployAccountFactory({
    rpcUrl: node.rpcUrl,
    chainId: 31337,
    deployer: SMART_ACCOUNT_RELAYER,
  })
  const routes = createAuthRoutes({ rpcUrls: new Map([['31337', node.rpcUrl]]) })
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    for (const route of routes) {
      const params = matchPath(route.pattern, url.pathname)
      if (params && route.method === req.method) {
        void route.handle({ req, res, url, params })
        return
      }
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}, 60_000)

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  await node?.stop()
})

beforeEach(async () => {
  await fetch(`${base}/emulator/auth/sessions`, { method: 'DELETE' })
})

/** A refusal as the auth routes answer it. */
interface Refusal {
  reason: string
  message: string
}

/**
 * The auth routes as browsers use them: each browser (a name) keeps the HttpOnly cookie it was
 * given, and signs in from the page origin `http://{domain}`.
 */
function service() {
  const cookies = new Map<string, string>()
  const headersOf = (browserName: string, origin?: string): Record<string, string> => {
    const cookie = cookies.get(browserName)
    return { ...(origin ? { Origin: origin } : {}), ...(cookie ? { Cookie: cookie } : {}) }
  }
  const accountQuery = (chainId: string, address: string) =>
    new URLSearchParams({ chainId, address }).toString()
  return {
    async nonce(): Promise<string> {
      const answer = await fetch(`${base}${AUTH_BASE_PATH}/nonce`)
      return ((await answer.json()) as { nonce: string }).nonce
    },
    async signIn(
      signed: SiwxSession,
      pageDomain: string,
      browserName: string,
    ): Promise<Refusal | undefined> {
      const answer = await fetch(`${base}${AUTH_BASE_PATH}/sessions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...headersOf(browserName, `http://${pageDomain}`),
        },
        body: JSON.stringify(signed),
      })
      const cookie = answer.headers.getSetCookie()[0]?.split(';')[0]
      if (cookie) cookies.set(browserName, cookie)
      return answer.ok ? undefined : ((await answer.json()) as Refusal)
    },
    sessions: {
      async get(browserName: string, chainId: string, address: string): Promise<SiwxSession[]> {
        const answer = await fetch(
          `${base}${AUTH_BASE_PATH}/sessions?${accountQuery(chainId, address)}`,
          { headers: headersOf(browserName) },
        )
        return ((await answer.json()) as { sessions: SiwxSession[] }).sessions
      },
      async delete(browserName: string, chainId: string, address: string): Promise<void> {
        await fetch(`${base}${AUTH_BASE_PATH}/sessions?${accountQuery(chainId, address)}`, {
          method: 'DELETE',
          headers: headersOf(browserName, `http://${domain}`),
        })
      },
      async list(): Promise<SiwxSession[]> {
        const answer = await fetch(`${base}/emulator/auth/sessions`)
        return ((await answer.json()) as { sessions: SiwxSession[] }).sessions
      },
    },
  }
}

/** Who signs an eip155 session: an EOA by default, or a smart account through its owner. */
interface Signer {
  address: Address
  sign: (message: string) => Promise<Hex>
}

async function session(
  nonce: string,
  change: { domain?: string; expiresInMs?: number; chainId?: number; signer?: Signer } = {},
): Promise<SiwxSession> {
  const signer = change.signer ?? {
    address: account.address,
    sign: (message: string) => account.signMessage({ message }),
  }
  const issuedAt = new Date(clock.now)
  const fields = {
    domain: change.domain ?? domain,
    address: signer.address,
    uri: `http://${change.domain ?? domain}`,
    version: '1' as const,
    chainId: change.chainId ?? 31337,
    nonce,
    issuedAt,
    expirationTime: new Date(clock.now + (change.expiresInMs ?? 60_000)),
  }
  const message = createSiweMessage(fields)
  return {
    data: {
      accountAddress: signer.address,
      chainId: `eip155:${fields.chainId}`,
      domain: fields.domain,
      nonce,
      uri: fields.uri,
      version: '1',
      issuedAt: issuedAt.toISOString(),
      expirationTime: fields.expirationTime.toISOString(),
    },
    message,
    signature: await signer.sign(message),
  }
}

describe('authRoutes sign-in (the emulator’s server: @appkit/siwx/server over the memory store)', () => {
  it('keeps a session signed with a nonce it issued, for the requesting domain, and returns it until it expires', async () => {
    const auth = service()
    const signed = await session(await auth.nonce())
    await expect(auth.signIn(signed, domain, browser)).resolves.toBeUndefined()
    expect(await auth.sessions.get(browser, 'eip155:31337', account.address.toLowerCase())).toEqual(
      [signed],
    )
    const brief = await session(await auth.nonce(), { expiresInMs: 1_000 })
    await expect(auth.signIn(brief, domain, browser)).resolves.toBeUndefined()
    // The second sign-in's new cookie took the first session along.
    const both = await auth.sessions.get(browser, 'eip155:31337', account.address)
    expect(both).toHaveLength(2)
    expect(both).toEqual(expect.arrayContaining([signed, brief]))
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await auth.sessions.get(browser, 'eip155:31337', account.address)).toEqual([signed])
  })

  it('keeps a session for the browser that signed in: another browser neither reads nor ends it', async () => {
    const auth = service()
    const signed = await session(await auth.nonce())
    await auth.signIn(signed, domain, browser)
    expect(await auth.sessions.get('browser-b', 'eip155:31337', account.address)).toEqual([])
    await auth.sessions.delete('browser-b', 'eip155:31337', account.address)
    expect(await auth.sessions.get(browser, 'eip155:31337', account.address)).toEqual([signed])
    await auth.sessions.delete(browser, 'eip155:31337', account.address)
    expect(await auth.sessions.get(browser, 'eip155:31337', account.address)).toEqual([])
  })

  it('refuses a replayed nonce, and a nonce it never issued', async () => {
    const auth = service()
    const signed = await session(await auth.nonce())
    await auth.signIn(signed, domain, browser)
    await expect(auth.signIn(signed, domain, browser)).resolves.toMatchObject({ reason: 'nonce' })
    await expect(
      auth.signIn(await session('madeUpNonce1'), domain, browser),
    ).resolves.toMatchObject({
      reason: 'nonce',
    })
  })

  it('refuses a message for another domain than the requesting site', async () => {
    const auth = service()
    const signed = await session(await auth.nonce(), { domain: 'evil.example' })
    await expect(auth.signIn(signed, domain, browser)).resolves.toMatchObject({ reason: 'domain' })
  })

  it('refuses an expired message, a forged signature, and data that differs from the message', async () => {
    const auth = service()
    const expired = await session(await auth.nonce(), { expiresInMs: -1 })
    await expect(auth.signIn(expired, domain, browser)).resolves.toMatchObject({
      reason: 'expired',
    })
    const signed = await session(await auth.nonce())
    const other = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 4 })
    const forged = { ...signed, signature: await other.signMessage({ message: signed.message }) }
    await expect(auth.signIn(forged, domain, browser)).resolves.toMatchObject({
      reason: 'signature',
    })
    const mismatched = await session(await auth.nonce())
    mismatched.data = { ...mismatched.data, chainId: 'eip155:1337' }
    await expect(auth.signIn(mismatched, domain, browser)).resolves.toMatchObject({
      reason: 'malformed',
    })
    expect(await auth.sessions.list()).toEqual([])
  })

  it('refuses data that is not exactly the signed message (an expiry left out, another uri), and keeps nothing', async () => {
    const auth = service()
    const withoutExpiry = await session(await auth.nonce())
    const { expirationTime: _left, ...rest } = withoutExpiry.data
    withoutExpiry.data = rest
    await expect(auth.signIn(withoutExpiry, domain, browser)).resolves.toMatchObject({
      reason: 'malformed',
    })
    const otherUri = await session(await auth.nonce())
    otherUri.data = { ...otherUri.data, uri: 'http://127.0.0.1:5173/elsewhere' }
    await expect(auth.signIn(otherUri, domain, browser)).resolves.toMatchObject({
      reason: 'malformed',
    })
    expect(await auth.sessions.list()).toEqual([])
  })

  it('refuses an Expiration Time of no real day (month 13), which would otherwise never expire the check', async () => {
    const auth = service()
    const signed = await session(await auth.nonce())
    const impossible = '2025-13-01T00:00:00.000Z'
    const expiry = signed.data.expirationTime ?? ''
    const message = signed.message.replace(
      `Expiration Time: ${expiry}`,
      `Expiration Time: ${impossible}`,
    )
    expect(message).not.toBe(signed.message)
    const tampered: SiwxSession = {
      data: { ...signed.data, expirationTime: impossible },
      message,
      signature: await account.signMessage({ message }),
    }
    await expect(auth.signIn(tampered, domain, browser)).resolves.toMatchObject({
      reason: 'malformed',
    })
    expect(await auth.sessions.list()).toEqual([])
  })

  it('keeps only the message fields of the data, not whatever else the body carries', async () => {
    const auth = service()
    const signed = await session(await auth.nonce())
    const padded = { ...signed, data: { ...signed.data, role: 'admin' } }
    await expect(auth.signIn(padded, domain, browser)).resolves.toBeUndefined()
    expect(await auth.sessions.list()).toEqual([signed])
  })

  it('refuses a namespace it has no verifier for', async () => {
    const auth = service()
    const cosmos = {
      name: 'Cosmos',
      chainId: 'cosmos:cosmoshub-4',
      address: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
      sign: () => Buffer.from('not a real signature').toString('base64'),
    }
    const signed = await familySession(cosmos, await auth.nonce())
    await expect(auth.signIn(signed, domain, browser)).resolves.toMatchObject({
      reason: 'unsupported-namespace',
    })
  })
})

/** Solana mainnet and Bitcoin mainnet (CAIP-2), the networks the demo's test wallets use. */
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'

/**
 * A CAIP-122 session for a non-EVM family, its text written out here (not with the server's
 * formatter) so the test states what a wallet is shown.
 */
async function familySession(
  family: { name: string; chainId: string; address: string; sign: (text: string) => string },
  nonce: string,
  change: { domain?: string } = {},
): Promise<SiwxSession> {
  const signDomain = change.domain ?? domain
  const issuedAt = new Date(clock.now).toISOString()
  const expirationTime = new Date(clock.now + 60_000).toISOString()
  const message = [
    `${signDomain} wants you to sign in with your ${family.name} account:`,
    family.address,
    '',
    '',
    `URI: http://${signDomain}`,
    'Version: 1',
    `Chain ID: ${family.chainId.split(':')[1]}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
    `Expiration Time: ${expirationTime}`,
  ].join('\n')
  return {
    data: {
      accountAddress: family.address,
      chainId: family.chainId as `${string}:${string}`,
      domain: signDomain,
      uri: `http://${signDomain}`,
      version: '1',
      nonce,
      issuedAt,
      expirationTime,
    },
    message,
    signature: family.sign(message),
  }
}

/** The Solana test wallet's first account (the demo's `?solana=1`), signing as it does. */
async function solanaWallet(index = 0) {
  const keypair = await deriveSolanaKeypair(TEST_MNEMONIC, index)
  return {
    name: 'Solana',
    chainId: SOLANA_MAINNET,
    address: keypair.address,
    sign: (text: string) =>
      encodeBase58(ed25519.sign(new TextEncoder().encode(text), keypair.secretKey)),
  }
}

/** The Bitcoin test wallet's payment account (the demo's `?families=all`), BIP-137 as it signs. */
function bitcoinWallet(mnemonic = TEST_MNEMONIC) {
  const { payment } = deriveBitcoinKeys(mnemonic, 'mainnet')
  return {
    name: 'Bitcoin',
    chainId: BITCOIN_MAINNET,
    address: payment.address,
    sign: (text: string) => signBitcoinMessage(text, payment.privateKey),
  }
}

const OTHER_MNEMONIC = `${'abandon '.repeat(11)}about`

describe.each([
  ['solana', solanaWallet],
  ['bip122', async () => bitcoinWallet()],
] as const)('authRoutes sign-in: %s sessions (the demo’s test wallets)', (_family, wallet) => {
  it('keeps a session the test wallet signed', async () => {
    const auth = service()
    const signed = await familySession(await wallet(), await auth.nonce())
    await expect(auth.signIn(signed, domain, browser)).resolves.toBeUndefined()
    expect(
      await auth.sessions.get(browser, signed.data.chainId, signed.data.accountAddress),
    ).toEqual([signed])
  })

  it('refuses another key’s signature, another domain, and a replayed nonce', async () => {
    const auth = service()
    const owner = await wallet()
    const impostor = owner.name === 'Solana' ? await solanaWallet(1) : bitcoinWallet(OTHER_MNEMONIC)
    const forged = await familySession({ ...owner, sign: impostor.sign }, await auth.nonce())
    await expect(auth.signIn(forged, domain, browser)).resolves.toMatchObject({
      reason: 'signature',
    })
    const elsewhere = await familySession(owner, await auth.nonce(), { domain: 'evil.example' })
    await expect(auth.signIn(elsewhere, domain, browser)).resolves.toMatchObject({
      reason: 'domain',
    })
    const signed = await familySession(owner, await auth.nonce())
    await auth.signIn(signed, domain, browser)
    await expect(auth.signIn(signed, domain, browser)).resolves.toMatchObject({ reason: 'nonce' })
    expect(await auth.sessions.list()).toEqual([signed])
  })

  it('refuses data that is not exactly the signed text (another nonce)', async () => {
    const auth = service()
    const signed = await familySession(await wallet(), await auth.nonce())
    signed.data = { ...signed.data, nonce: await auth.nonce() }
    await expect(auth.signIn(signed, domain, browser)).resolves.toMatchObject({
      reason: 'malformed',
    })
  })
})

describe('authRoutes sign-in: solana signature encodings', () => {
  it('accepts the ed25519 signature as base64 as well as base58', async () => {
    const auth = service()
    const owner = await solanaWallet()
    const signed = await familySession(
      { ...owner, sign: (text) => Buffer.from(decodeBase58(owner.sign(text))).toString('base64') },
      await auth.nonce(),
    )
    await expect(auth.signIn(signed, domain, browser)).resolves.toBeUndefined()
  })
})

describe('authRoutes sign-in: bip122 networks', () => {
  it('refuses a mainnet address signing in on a Bitcoin testnet', async () => {
    const auth = service()
    const owner = { ...bitcoinWallet(), chainId: 'bip122:000000000933ea01ad0ee984209779ba' }
    const signed = await familySession(owner, await auth.nonce())
    // bip122Verifier takes only a signature by an address of the session's network.
    await expect(auth.signIn(signed, domain, browser)).resolves.toMatchObject({
      reason: 'signature',
    })
  })
})

/** A fresh AppKitSmartAccount of `owner` (not yet deployed): signing as it, and deploying it. */
async function smartAccount(owner: ReturnType<typeof mnemonicToAccount>) {
  const client = createPublicClient({ transport: http(node.rpcUrl) })
  const salt = BigInt(Date.now())
  const abi = appKitAccountFactoryArtifact.abi
  const address = (await client.readContract({
    address: factory,
    abi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })) as Address
  const createAccount = { abi, functionName: 'createAccount', args: [owner.address, salt] } as const
  /** The signer's signature as the account (its typed wrapper of the EIP-191 hash). */
  const signedBy =
    (signer: ReturnType<typeof mnemonicToAccount>, wrap: boolean): Signer['sign'] =>
    async (message) => {
      const signature = await signHashForAccount(signer, {
        account: address,
        chainId: 31337,
        hash: hashMessage(message),
      })
      return wrap
        ? serializeErc6492Signature({
            address: factory,
            data: encodeFunctionData(createAccount),
            signature,
          })
        : signature
    }
  return {
    /** ERC-6492 while undeployed, plain ERC-1271 after. */
    signer: (signer = owner, wrap = true): Signer => ({ address, sign: signedBy(signer, wrap) }),
    async deploy() {
      const relayer = createNodeAccountClient({
        rpcUrl: node.rpcUrl,
        chainId: 31337,
        account: SMART_ACCOUNT_RELAYER,
      })
      await relayer.confirm(
        'createAccount',
        await relayer.wallet.writeContract({ address: factory, ...createAccount }),
      )
    },
  }
}

describe('authRoutes sign-in: eip155 smart accounts (the real AppKitSmartAccount on 31337)', () => {
  const owner = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 2 })
  const stranger = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 4 })

  it('ERC-6492: keeps a session of a not yet deployed account; refuses another owner’s signature and a signature of another message', async () => {
    const auth = service()
    const account = await smartAccount(owner)
    const signed = await session(await auth.nonce(), { signer: account.signer() })
    await expect(auth.signIn(signed, domain, browser)).resolves.toBeUndefined()
    const forged = await session(await auth.nonce(), { signer: account.signer(stranger) })
    await expect(auth.signIn(forged, domain, browser)).resolves.toMatchObject({
      reason: 'signature',
    })
    const other = await session(await auth.nonce(), { signer: account.signer() })
    const reused = { ...other, signature: signed.signature }
    await expect(auth.signIn(reused, domain, browser)).resolves.toMatchObject({
      reason: 'signature',
    })
    expect(await auth.sessions.list()).toEqual([signed])
  })

  it('ERC-1271: keeps a session of a deployed account; refuses another owner’s signature and a signature of another message', async () => {
    const auth = service()
    const account = await smartAccount(owner)
    await account.deploy()
    const signed = await session(await auth.nonce(), { signer: account.signer(owner, false) })
    await expect(auth.signIn(signed, domain, browser)).resolves.toBeUndefined()
    const forged = await session(await auth.nonce(), {
      signer: account.signer(stranger, false),
    })
    await expect(auth.signIn(forged, domain, browser)).resolves.toMatchObject({
      reason: 'signature',
    })
    const other = await session(await auth.nonce(), { signer: account.signer(owner, false) })
    const reused = { ...other, signature: signed.signature }
    await expect(auth.signIn(reused, domain, browser)).resolves.toMatchObject({
      reason: 'signature',
    })
    expect(await auth.sessions.list()).toEqual([signed])
  })
})

describe('authRoutes', () => {
  it('GET /auth/v1/nonce issues a nonce', async () => {
    const response = await fetch(`${base}${AUTH_BASE_PATH}/nonce`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ nonce: expect.stringMatching(/^[a-zA-Z0-9]{8,}$/) })
  })

  it('POST /auth/v1/sessions needs a loopback Origin (the domain is checked against it) and a session body', async () => {
    const noOrigin = await fetch(`${base}${AUTH_BASE_PATH}/sessions`, {
      method: 'POST',
      body: '{}',
    })
    expect(noOrigin.status).toBe(403)
    expect(await noOrigin.json()).toMatchObject({ reason: 'domain', message: /Origin/ })
    const notJson = await fetch(`${base}${AUTH_BASE_PATH}/sessions`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:5173' },
      body: 'nope',
    })
    expect(notJson.status).toBe(400)
    const notSession = await fetch(`${base}${AUTH_BASE_PATH}/sessions`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ message: 'hi' }),
    })
    expect(notSession.status).toBe(400)
    expect(await notSession.json()).toMatchObject({ reason: 'malformed' })
    const foreign = await fetch(`${base}${AUTH_BASE_PATH}/nonce`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
  })

  it('GET and DELETE /auth/v1/sessions need chainId and address', async () => {
    const missing = await fetch(`${base}${AUTH_BASE_PATH}/sessions?chainId=eip155:1`)
    expect(missing.status).toBe(400)
    const query = new URLSearchParams({ chainId: 'eip155:1', address: '0xabc' })
    const none = await fetch(`${base}${AUTH_BASE_PATH}/sessions?${query}`)
    expect(await none.json()).toEqual({ sessions: [] })
    const deleted = await fetch(`${base}${AUTH_BASE_PATH}/sessions?${query}`, {
      method: 'DELETE',
      headers: { Origin: 'http://127.0.0.1:5173' },
    })
    expect(deleted.status).toBe(204)
  })
})
