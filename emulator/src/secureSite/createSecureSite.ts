import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Locale, Messages } from '@appkit/kernel'
import { isAddress } from 'viem'
import { applyFault } from '../api/applyFault.js'
import type { Faults } from '../api/faults.js'
import { readBody } from '../api/http/readBody.js'
import { sendJson } from '../api/http/sendJson.js'
import type { Mailbox } from '../api/mailbox/createMailbox.js'
import type { RequestLog } from '../api/requestLog.js'
import type { KnownToken } from '../blockchainApi/KnownToken.js'
import { bundleSecureFrame } from './bundleSecureFrame.js'
import { consentMessages } from './consent/consentMessages.js'
import { createDeviceBook } from './createDeviceBook.js'
import { createKeyVault, type KeyVault } from './createKeyVault.js'
import { createOtpBook } from './createOtpBook.js'
import { emailMessages } from './emailMessages.js'
import { fetchAllowedOrigins } from './fetchAllowedOrigins.js'
import { isAllowedOrigin } from './frame/isAllowedOrigin.js'
import { FORWARDED_METHODS } from './frame/SECURE_METHODS.js'
import { createSecureSiteTranslations } from './i18n/createSecureSiteTranslations.js'
import { localeOf } from './i18n/localeOf.js'
import { serveLocaleMessages } from './i18n/serveLocaleMessages.js'
import { readWalletAssets } from './readWalletAssets.js'
import { SECURE_FRAME_STYLE, secureSiteCsp, secureSiteHtml } from './secureSiteHtml.js'
import { createSessionActions } from './sessions/createSessionActions.js'
import { createSessionIndex, type SessionIndex } from './sessions/createSessionIndex.js'
import { requestSender } from './signing/requestSender.js'
import { SignRequestError } from './signing/SignRequestError.js'
import { signRequest } from './signRequest.js'
import type { SmartAccountRelayer } from './smartAccount/createSmartAccountRelayer.js'
import { signSmartAccountRequest } from './smartAccount/signSmartAccountRequest.js'
import { createFarcasterLogins } from './social/createFarcasterLogins.js'
import {
  createSocialLogins,
  isPopupSocialProvider,
  isSocialUsername,
} from './social/createSocialLogins.js'
import {
  farcasterApprovalHtml,
  SOCIAL_CONSENT_CSP,
  socialConsentHtml,
  socialLinkExpiredHtml,
} from './social/socialConsentHtml.js'
import { createSolanaActions, fundSolanaAccount } from './solana/createSolanaActions.js'
import { SolanaRequestError } from './solana/readSolanaRequest.js'

/** What a new embedded account gets on every local chain (hardhat_setBalance), in wei. */
export const NEW_ACCOUNT_BALANCE = 100n * 10n ** 18n

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const BODY_LIMIT = 64 * 1024

export interface SecureSiteOptions {
  /** 0 picks a free port. */
  port: number
  hostname: string
  /** The project API (GET /projects/v1/origins is read by the frame and the server). */
  apiUrl: string
  /** The project's allowed origins; default: read from the project API (fetchAllowedOrigins). */
  allowedOrigins?: (projectId: string) => Promise<readonly string[]>
  /** Node URL per chain id. */
  rpcUrls: ReadonlyMap<string, string>
  /** Where the one-time codes are delivered (GET /emulator/mailbox on the API). */
  mailbox: Mailbox
  /**
   * Smart accounts (spec §6 account types): the chains where they are enabled and the relayer
   * that stands in for a bundler and paymaster. Without it, every account is an EOA.
   */
  smartAccounts?: SmartAccountRelayer
  /** The smart sessions granted here (shared with the blockchain API); default a new index. */
  sessions?: SessionIndex
  vault?: KeyVault
  /**
   * The tokens deployed on every chain, which the wallet's own asset discovery (EIP-7811
   * wallet_getAssets) lists when held; default none (the native balance only).
   */
  assetTokens?: readonly KnownToken[]
  /** The emulator's Solana RPC: new users' Solana accounts are funded there, sends go there. */
  solanaRpcUrl?: string
  /** The API server's fault switch: faults armed with service 'secureSite' are played here. */
  faults?: Faults
  /** Where the requests are logged for GET /emulator/faults/requests?service=secureSite. */
  requests?: RequestLog
  /**
   * A locale's messages (id to ICU text), served to the site's pages at /i18n/<locale>.json and
   * used for what the server writes itself; default the emulator's catalog
   * (emulator/src/i18n/locales). English is the messages' own text.
   */
  localeMessages?: (locale: Locale) => Promise<Messages>
}

export interface SecureSite {
  url: string
  vault: KeyVault
  close(): Promise<void>
}

/** Who a session belongs to: an email account, or a social one (provider and username). */
interface Identity {
  /** The vault's key for the account: the email, or `social:<provider>:<username>`. */
  key: string
  email?: string
  userName?: string
  socialProvider?: string
}

/** The user fields the frame returns (spec §3), without the chain. */
function userOf(identity: Identity, address: string) {
  return {
    ...(identity.email === undefined ? {} : { email: identity.email }),
    ...(identity.userName === undefined ? {} : { userName: identity.userName }),
    ...(identity.socialProvider === undefined ? {} : { socialProvider: identity.socialProvider }),
    address,
  }
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

const hexChainId = (chainId: string | number) => `0x${Number(chainId).toString(16)}`

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  if (typeof value !== 'string' || value === '') throw new HttpError(400, `Missing ${name}`)
  return value
}

async function rpc(url: string, method: string, params: readonly unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await response.json()) as {
    result?: unknown
    error?: { message: string; code: number }
  }
  if (json.error) throw new HttpError(200, json.error.message, json.error.code)
  return json.result
}

/**
 * The embedded wallet's secure site, on its own origin: the frame page (GET /), its script and
 * style, and the JSON endpoints the frame calls (same origin only): email one-time codes (to
 * the emulator's mailbox), sessions, chain reads, and signing with keys that never leave this
 * server (sealed at rest by the KeyVault). A new account is funded on every local chain.
 */
export async function createSecureSite(options: SecureSiteOptions): Promise<SecureSite> {
  const vault = options.vault ?? createKeyVault()
  const otps = createOtpBook()
  const devices = createDeviceBook()
  /** Codes that approve a new device, keyed by email and device. */
  const deviceCodes = createOtpBook()
  const socials = createSocialLogins()
  const farcaster = createFarcasterLogins()
  const sessions = new Map<string, Identity>()
  /** Email updates under way, by session token: the new email and the step reached. */
  const updates = new Map<string, { email: string; step: 'primary' | 'secondary' }>()
  const scripts: { frame?: Promise<string>; consent?: Promise<string> } = {}
  let origin = ''
  const closing = new AbortController()
  const translations = createSecureSiteTranslations(options.localeMessages)
  /** How to write for a request: in the locale its body names (the frame sends its own). */
  const translatorOf = (body: Record<string, unknown>) => translations.translator(body.locale)
  /** `?locale=` for a page URL the site gives out, when the request names a locale. */
  const localeQuery = (body: Record<string, unknown>, separator: '?' | '&') => {
    const locale = localeOf(body.locale)
    return locale === 'en' ? '' : `${separator}locale=${locale}`
  }
  const allowedOriginsOf =
    options.allowedOrigins ??
    ((projectId: string) => fetchAllowedOrigins(options.apiUrl, projectId))

  function sessionIdentity(body: Record<string, unknown>): Identity {
    const identity = sessions.get(field(body, 'token'))
    if (!identity) throw new HttpError(401, 'Session expired', 4100)
    return identity
  }

  /** The browser profile's id the frame keeps on the secure origin. */
  function deviceOf(body: Record<string, unknown>): string {
    const deviceId = field(body, 'deviceId')
    if (deviceId.length < 8 || deviceId.length > 64) throw new HttpError(400, 'Invalid deviceId')
    return deviceId
  }

  function sessionEmail(body: Record<string, unknown>): string {
    const { email } = sessionIdentity(body)
    if (email === undefined) throw new HttpError(400, 'This account has no email')
    return email
  }

  async function openSession(identity: Identity) {
    const { address, created } = vault.ensure(identity.key)
    if (created) await fund(address)
    const solana = vault.solana(identity.key)
    if (created && solana && options.solanaRpcUrl)
      await fundSolanaAccount(options.solanaRpcUrl, solana.address)
    const token = randomBytes(32).toString('hex')
    sessions.set(token, identity)
    return { token, ...userOf(identity, address) }
  }

  function rpcUrl(chainId: unknown): string | undefined {
    return options.rpcUrls.get(String(chainId))
  }

  /** The new key's address on every chain, and its smart account where those are enabled. */
  async function fund(address: `0x${string}`): Promise<void> {
    const balance = `0x${NEW_ACCOUNT_BALANCE.toString(16)}`
    await Promise.all(
      [...options.rpcUrls.entries()].map(async ([chainId, url]) => {
        await rpc(url, 'hardhat_setBalance', [address, balance])
        const smart = await options.smartAccounts?.accountOf(address, Number(chainId))
        if (smart) await rpc(url, 'hardhat_setBalance', [smart.address, balance])
      }),
    )
  }

  /** The session's owner key, unsealed for one operation. */
  function sessionAccount(body: Record<string, unknown>) {
    const account = vault.account(sessionIdentity(body).key)
    if (!account) throw new HttpError(401, 'Session expired', 4100)
    return account
  }

  function toHttpError(error: unknown): HttpError {
    if (error instanceof HttpError) return error
    if (error instanceof SignRequestError) return new HttpError(400, error.message, error.code)
    return new HttpError(
      400,
      error instanceof Error ? (error.message.split('\n')[0] ?? 'Error') : 'Error',
      -32603,
    )
  }

  const actions: Record<string, (body: Record<string, unknown>) => Promise<unknown>> = {
    ...createSessionActions({
      ownerOf: sessionAccount,
      relayer: options.smartAccounts,
      sessions: options.sessions ?? createSessionIndex(),
      rpcUrl,
      toError: toHttpError,
      translatorOf,
    }),
    ...createSolanaActions({
      signerOf: (body) => {
        const signer = vault.solana(sessionIdentity(body).key)
        if (!signer) throw new HttpError(401, 'Session expired', 4100)
        return signer
      },
      ...(options.solanaRpcUrl ? { rpcUrl: options.solanaRpcUrl } : {}),
      translatorOf,
    }),
    '/v1/email/start': async (body) => {
      const email = field(body, 'email').trim()
      if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, 'Invalid email')
      const deviceId = deviceOf(body)
      const t = await translatorOf(body)
      if (vault.sealed(email) !== undefined && !devices.isKnown(email, deviceId)) {
        const code = deviceCodes.issue(`${email.toLowerCase()}\n${deviceId}`)
        options.mailbox.deliver({ to: email, subject: t(emailMessages.newDevice), code })
        return { action: 'VERIFY_DEVICE' }
      }
      const code = otps.issue(email)
      options.mailbox.deliver({ to: email, subject: t(emailMessages.loginCode), code })
      return { action: 'VERIFY_OTP' }
    },
    '/v1/email/device': async (body) => {
      const email = field(body, 'email').trim().toLowerCase()
      const deviceId = deviceOf(body)
      if (!deviceCodes.verify(`${email}\n${deviceId}`, field(body, 'code'))) {
        throw new HttpError(400, 'Invalid code', -32000)
      }
      devices.trust(email, deviceId)
      const code = otps.issue(email)
      const t = await translatorOf(body)
      options.mailbox.deliver({ to: email, subject: t(emailMessages.loginCode), code })
      return { action: 'VERIFY_OTP' }
    },
    '/v1/email/verify': async (body) => {
      const email = field(body, 'email').trim().toLowerCase()
      const deviceId = deviceOf(body)
      if (vault.sealed(email) !== undefined && !devices.isKnown(email, deviceId)) {
        throw new HttpError(403, 'Approve this device first', 4100)
      }
      if (!otps.verify(email, field(body, 'otp'))) throw new HttpError(400, 'Invalid code', -32000)
      devices.trust(email, deviceId)
      return openSession({ key: email, email })
    },
    '/v1/social/start': async (body) => {
      const provider = body.provider
      if (!isPopupSocialProvider(provider)) throw new HttpError(400, 'Unknown social provider')
      const openerOrigin = URL.canParse(field(body, 'origin'))
        ? new URL(field(body, 'origin')).origin
        : 'null'
      // The consent page posts the result to this origin: only one the project allows (the
      // frame checks its parent too, but a client need not be the frame).
      const allowed = await allowedOriginsOf(field(body, 'projectId'))
      if (!isAllowedOrigin(openerOrigin, allowed)) {
        throw new HttpError(403, 'Origin Not Allowed', 4100)
      }
      const state = socials.start(provider, openerOrigin)
      return { uri: `${origin}/social/${provider}?state=${state}${localeQuery(body, '&')}` }
    },
    '/v1/social/approve': async (body) => {
      const username = body.username
      // Shown on the consent page, in its language.
      const t = await translatorOf(body)
      if (!isSocialUsername(username)) {
        throw new HttpError(400, t(consentMessages.invalidUsername))
      }
      const code = socials.approve(field(body, 'state'), username)
      if (!code) throw new HttpError(400, t(consentMessages.linkExpired))
      return { code }
    },
    '/v1/social/connect': async (body) => {
      const login = socials.redeem(field(body, 'state'), field(body, 'code'))
      if (!login) throw new HttpError(400, 'Failed to connect')
      return openSession({
        key: `social:${login.provider}:${login.username.toLowerCase()}`,
        userName: login.username,
        socialProvider: login.provider,
      })
    },
    '/v1/farcaster/start': async (body) => ({
      uri: `${origin}/farcaster/${farcaster.start()}${localeQuery(body, '?')}`,
    }),
    '/v1/farcaster/approve': async (body) => {
      const username = body.username
      // Shown on the approval page, in its language.
      const t = await translatorOf(body)
      if (!isSocialUsername(username)) {
        throw new HttpError(400, t(consentMessages.invalidUsername))
      }
      if (!farcaster.approve(field(body, 'state'), username)) {
        throw new HttpError(400, t(consentMessages.linkExpired))
      }
      return { approved: true }
    },
    '/v1/farcaster/wait': async (body) => {
      let username: string
      try {
        username = await farcaster.wait(field(body, 'channel'))
      } catch (error) {
        throw new HttpError(400, error instanceof Error ? error.message : 'Failed to connect')
      }
      return openSession({
        key: `social:farcaster:${username.toLowerCase()}`,
        userName: username,
        socialProvider: 'farcaster',
      })
    },
    '/v1/user': async (body) => {
      const identity = sessionIdentity(body)
      return userOf(identity, vault.ensure(identity.key).address)
    },
    '/v1/email/update': async (body) => {
      const current = sessionEmail(body)
      const email = field(body, 'email').trim().toLowerCase()
      if (!EMAIL_PATTERN.test(email)) throw new HttpError(400, 'Invalid email')
      if (email === current) throw new HttpError(400, 'This is already your email')
      updates.set(field(body, 'token'), { email, step: 'primary' })
      const code = otps.issue(current)
      const t = await translatorOf(body)
      options.mailbox.deliver({ to: current, subject: t(emailMessages.confirmChange), code })
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    '/v1/email/update/primary': async (body) => {
      const current = sessionEmail(body)
      const update = updates.get(field(body, 'token'))
      if (update?.step !== 'primary') throw new HttpError(400, 'No email update under way')
      if (!otps.verify(current, field(body, 'otp')))
        throw new HttpError(400, 'Invalid code', -32000)
      update.step = 'secondary'
      const code = otps.issue(update.email)
      const t = await translatorOf(body)
      options.mailbox.deliver({ to: update.email, subject: t(emailMessages.confirmNew), code })
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    '/v1/email/update/secondary': async (body) => {
      const token = field(body, 'token')
      const current = sessionEmail(body)
      const update = updates.get(token)
      if (update?.step !== 'secondary') throw new HttpError(400, 'No email update under way')
      if (!otps.verify(update.email, field(body, 'otp')))
        throw new HttpError(400, 'Invalid code', -32000)
      try {
        vault.rename(current, update.email)
        devices.move(current, update.email)
      } catch (error) {
        throw new HttpError(400, error instanceof Error ? error.message : 'Email update failed')
      }
      updates.delete(token)
      for (const [other, identity] of sessions)
        if (identity.key === current)
          sessions.set(other, { key: update.email, email: update.email })
      return { email: update.email }
    },
    '/v1/sign-out': async (body) => {
      sessions.delete(field(body, 'token'))
      return {}
    },
    '/v1/rpc': async (body) => {
      const method = field(body, 'method')
      const url = rpcUrl(body.chainId)
      if (!FORWARDED_METHODS.has(method))
        throw new HttpError(403, 'Requested RPC call is not allowed', 4200)
      if (!url) throw new HttpError(400, 'Chain is not supported', 4901)
      return rpc(url, method, Array.isArray(body.params) ? body.params : [])
    },
    '/v1/accounts': async (body) => {
      const { address } = vault.ensure(sessionIdentity(body).key)
      const smartAccount = await options.smartAccounts?.accountOf(address, Number(body.chainId))
      const solanaAddress = vault.solana(sessionIdentity(body).key)?.address
      return {
        eoa: address,
        ...(smartAccount ? { smartAccount } : {}),
        ...(solanaAddress ? { solanaAddress } : {}),
      }
    },
    '/v1/capabilities': async (body) => {
      // EIP-7811 asset discovery on every chain for either of this user's accounts; EIP-5792
      // atomic batches wherever `address` is this user's smart account.
      const { address: owner } = vault.ensure(sessionIdentity(body).key)
      const asked = field(body, 'address').toLowerCase()
      const capabilities: Record<
        string,
        { assetDiscovery: { supported: true }; atomic?: { status: 'supported' } }
      > = {}
      for (const chainId of options.rpcUrls.keys()) {
        const smart = await options.smartAccounts?.accountOf(owner, Number(chainId))
        const isSmart = smart?.address.toLowerCase() === asked
        if (!isSmart && owner.toLowerCase() !== asked) continue
        capabilities[hexChainId(chainId)] = {
          assetDiscovery: { supported: true },
          ...(isSmart ? { atomic: { status: 'supported' as const } } : {}),
        }
      }
      return capabilities
    },
    '/v1/assets': async (body) => {
      // EIP-7811 wallet_getAssets for one of the session's own accounts: the chains (of the
      // filter, else all) where `account` is the user's EOA or smart account.
      const { address: owner } = vault.ensure(sessionIdentity(body).key)
      const account = field(body, 'account')
      if (!isAddress(account, { strict: false }))
        throw new HttpError(400, 'Invalid account', -32602)
      const filter = body.chainFilter
      if (
        filter !== undefined &&
        !(Array.isArray(filter) && filter.every((c) => typeof c === 'string'))
      ) {
        throw new HttpError(400, 'Invalid chainFilter', -32602)
      }
      const wanted = filter?.map((c: string) => c.toLowerCase())
      const chains = new Map<string, string>()
      let owned = false
      for (const [chainId, url] of options.rpcUrls) {
        const smart = await options.smartAccounts?.accountOf(owner, Number(chainId))
        const own = [owner, smart?.address].some((a) => a?.toLowerCase() === account.toLowerCase())
        owned ||= own
        const hex = hexChainId(chainId)
        if (own && (!wanted || wanted.includes(hex))) chains.set(hex, url)
      }
      // Another user's account is as unknown to this session as a made-up one.
      if (!owned) throw new HttpError(401, 'Unauthorized account', 4100)
      const icons = new URL('/public/getAssetImage/', options.apiUrl)
      const query = new URLSearchParams({
        projectId: typeof body.projectId === 'string' ? body.projectId : '',
        st: 'secure-site',
        sv: '4',
      })
      return readWalletAssets({
        account,
        chains,
        tokens: options.assetTokens ?? [],
        iconUrl: (id) => `${icons}${encodeURIComponent(id)}?${query}`,
      })
    },
    '/v1/smart-account-networks': async () => ({
      networks: options.smartAccounts?.networks ?? [],
    }),
    '/v1/calls-status': async (body) => {
      // Only the session's own batches: another user's id is as unknown as a made-up one.
      const { address: owner } = vault.ensure(sessionIdentity(body).key)
      const status = await options.smartAccounts?.callsStatus(owner, field(body, 'id'))
      if (!status) throw new HttpError(400, 'Unknown bundle id', 5730)
      return status
    },
    '/v1/sign': async (body) => {
      const account = sessionAccount(body)
      const method = field(body, 'method')
      const params = Array.isArray(body.params) ? body.params : []
      const chainId = Number(body.chainId)
      try {
        // The request names its sender: the smart account goes through the relayer, the owner
        // key signs as an EOA (signRequest refuses any other address).
        const relayer = options.smartAccounts
        const smart = await relayer?.accountOf(account.address, chainId)
        const smartAccountContracts = (await relayer?.guardedContracts(account.address)) ?? []
        const sender = requestSender(method, params)?.toLowerCase()
        if (relayer && smart && sender === smart.address.toLowerCase()) {
          return await signSmartAccountRequest({
            owner: account,
            account: smart,
            method,
            params,
            chainId,
            relayer,
            smartAccountContracts,
          })
        }
        return await signRequest({
          account,
          method,
          params,
          chainId,
          rpcUrl: rpcUrl(chainId),
          smartAccountContracts,
        })
      } catch (error) {
        throw toHttpError(error)
      }
    },
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    options.requests?.record('secureSite', method, url.pathname)
    if (options.faults) {
      const fault = options.faults.take('secureSite', method, url.pathname)
      const released = options.faults.released()
      if (fault && (await applyFault(fault, res, AbortSignal.any([closing.signal, released]))))
        return
    }
    // The page's language: the `locale` its URL carries (the plugin's frame URL, the consent
    // links this site gives out), else English.
    const pageLocale = async () => {
      const locale = localeOf(url.searchParams.get('locale'))
      return { locale, t: await translations.translator(locale) }
    }
    if (method === 'GET' && url.pathname === '/') {
      const { locale, t } = await pageLocale()
      const html = secureSiteHtml(options.apiUrl, locale, t)
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': secureSiteCsp(options.apiUrl),
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      })
      res.end(html)
      return
    }
    const social = /^\/social\/([a-z]+)$/.exec(url.pathname)
    if (method === 'GET' && social) {
      const pending = socials.pending(url.searchParams.get('state') ?? '')
      const headers = {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': SOCIAL_CONSENT_CSP,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      }
      const page = await pageLocale()
      if (!pending || pending.provider !== social[1]) {
        res.writeHead(400, headers)
        res.end(socialLinkExpiredHtml(page))
        return
      }
      res.writeHead(200, headers)
      res.end(
        socialConsentHtml({ ...pending, ...page, state: url.searchParams.get('state') ?? '' }),
      )
      return
    }
    const farcasterPage = /^\/farcaster\/([0-9a-f]{32})$/.exec(url.pathname)
    if (method === 'GET' && farcasterPage) {
      const channel = farcasterPage[1] ?? ''
      const known = farcaster.isPending(channel)
      const page = await pageLocale()
      res.writeHead(known ? 200 : 400, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': SOCIAL_CONSENT_CSP,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      })
      res.end(known ? farcasterApprovalHtml(channel, page) : socialLinkExpiredHtml(page))
      return
    }
    const scriptName =
      url.pathname === '/frame.js'
        ? 'frame'
        : url.pathname === '/consent.js'
          ? 'consent'
          : undefined
    if (method === 'GET' && scriptName) {
      scripts[scriptName] ??= bundleSecureFrame(scriptName)
      const text = await scripts[scriptName]
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      })
      res.end(text)
      return
    }
    const localeMessages =
      method === 'GET' ? await serveLocaleMessages(url.pathname, translations.messages) : undefined
    if (localeMessages) {
      sendJson(res, localeMessages.status, localeMessages.body)
      return
    }
    if (method === 'GET' && url.pathname === '/frame.css') {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' })
      res.end(SECURE_FRAME_STYLE)
      return
    }
    const action = actions[url.pathname]
    if (method !== 'POST' || !action) {
      sendJson(res, 404, { error: { message: `No secure-site endpoint at ${url.pathname}` } })
      return
    }
    // The frame calls its own server; no other page may (no CORS headers either).
    if (req.headers.origin !== undefined && req.headers.origin !== origin) {
      sendJson(res, 403, { error: { message: 'Origin not allowed' } })
      return
    }
    try {
      const raw = (await readBody(req, BODY_LIMIT)).toString('utf8')
      const body: unknown = raw === '' ? {} : JSON.parse(raw)
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new HttpError(400, 'Expected a JSON object')
      }
      sendJson(res, 200, { result: await action(body as Record<string, unknown>) })
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 400
      const message = error instanceof Error ? error.message : 'Something went wrong'
      // A Solana request that does not decode is invalid params (-32602), refused before approval.
      const code =
        error instanceof HttpError || error instanceof SolanaRequestError ? error.code : undefined
      sendJson(res, status === 200 ? 400 : status, {
        error: { message, ...(code === undefined ? {} : { code }) },
      })
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy()
        return
      }
      sendJson(res, 500, {
        error: { message: error instanceof Error ? error.message : String(error) },
      })
    })
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${options.port} is already in use (secure site).`, { cause: error })
          : error,
      ),
    )
    server.listen(options.port, options.hostname, () => {
      const address = server.address()
      resolve(typeof address === 'object' && address !== null ? address.port : options.port)
    })
  })
  origin = `http://${options.hostname}:${port}`
  let closed: Promise<void> | undefined
  return {
    url: origin,
    vault,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        closing.abort()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closed
    },
  }
}
