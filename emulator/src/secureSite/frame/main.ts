// The secure frame's script: runs on the secure site's origin inside the host page's hidden
// iframe. It answers only the parent page, only when the parent's origin is allowed for the
// project, and only messages that fit decodeHostRequest. Keys stay on the secure site's server.
import { loadPageI18n } from '../i18n/loadPageI18n.js'
import { inEnglish, type Translate } from '../i18n/Translate.js'
import { handleSessionFrameRequest } from '../sessions/frame/handleSessionFrameRequest.js'
import { isSessionMethod } from '../sessions/SESSION_METHODS.js'
import { handleSolanaRequest } from '../solana/frame/handleSolanaRequest.js'
import { isSolanaSignedMethod } from '../solana/SOLANA_SIGNED_METHODS.js'
import { checkSignedRequest } from './checkSignedRequest.js'
import { CHANNEL, decodeHostRequest, type HostRequest } from './decodeHostRequest.js'
import { FrameError } from './FrameError.js'
import { frameLocale } from './frameLocale.js'
import { frameMessages as m } from './frameMessages.js'
import { isAllowedOrigin } from './isAllowedOrigin.js'
import {
  ASSETS_METHOD,
  CALLS_STATUS_METHOD,
  CAPABILITIES_METHOD,
  FORWARDED_METHODS,
  SIGNED_METHODS,
} from './SECURE_METHODS.js'
import { switchChain } from './switchChain.js'

const SESSION_KEY = 'appkit-secure-session'
const DEVICE_KEY = 'appkit-secure-device'
/** The chain of the logged-in session, kept so a reloaded page continues on it. */
const CHAIN_KEY = 'appkit-secure-chain'
/** The account type the user asked for (spec §6); smartAccount unless they chose eoa. */
const ACCOUNT_TYPE_KEY = 'appkit-secure-account-type'

type AccountType = 'eoa' | 'smartAccount'

/** What POST /v1/accounts answers: the owner key's address, and its smart account where enabled. */
interface ChainAccounts {
  eoa: string
  solanaAddress?: string
  smartAccount?: { address: string; deployed: boolean }
}

interface Session {
  token: string
  address: string
  email?: string
  userName?: string
  socialProvider?: string
}

const optionalText = (value: unknown) => value === undefined || typeof value === 'string'

const params = new URLSearchParams(location.search)
const projectId = params.get('projectId') ?? ''
let chainId = Number(params.get('chainId') ?? '1')
const apiUrl = document.querySelector<HTMLMetaElement>('meta[name="appkit-api"]')?.content ?? ''
/** The visitor's language, as the frame's URL names it (the page itself is served in it). */
const locale = frameLocale(location.search)
const i18nLoaded = loadPageI18n(locale)
/** Writes the frame's texts: English until the locale's messages arrive (start waits). */
let t: Translate = inEnglish

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id)
  if (!found) throw new Error(`#${id} is missing`)
  return found as T
}

function readSession(): Session | undefined {
  try {
    const raw = localStorage.getItem(SESSION_KEY)
    const value: unknown = raw ? JSON.parse(raw) : undefined
    if (typeof value !== 'object' || value === null) return undefined
    const { token, address, email, userName, socialProvider } = value as Record<string, unknown>
    return typeof token === 'string' &&
      typeof address === 'string' &&
      optionalText(email) &&
      optionalText(userName) &&
      optionalText(socialProvider)
      ? (value as Session)
      : undefined
  } catch {
    return undefined
  }
}

/** The chain a logged-in session last used (spec §7 'chain id' answers it after a reload). */
function storedChainId(): number | undefined {
  const value = Number(localStorage.getItem(CHAIN_KEY))
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}

if (readSession()) chainId = storedChainId() ?? chainId

function useChain(next: number): void {
  chainId = next
  localStorage.setItem(CHAIN_KEY, String(next))
}

/** This browser profile's id on the secure origin (device verification), made on first use. */
function deviceId(): string {
  const known = localStorage.getItem(DEVICE_KEY)
  if (known && /^[0-9a-f-]{36}$/.test(known)) return known
  const made = crypto.randomUUID()
  localStorage.setItem(DEVICE_KEY, made)
  return made
}

/**
 * Calls the secure site's server. The body names the visitor's locale (when not English): the
 * server writes approval texts, email subjects and consent pages in it.
 */
async function post(path: string, body: unknown): Promise<unknown> {
  const localized =
    locale === 'en' || typeof body !== 'object' || body === null ? body : { ...body, locale }
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(localized),
  })
  const json = (await response.json()) as {
    result?: unknown
    error?: { message?: string; code?: number }
  }
  if (!response.ok || json.error) {
    throw new FrameError(
      json.error?.message ?? `Secure site error ${response.status}`,
      json.error?.code,
    )
  }
  return json.result
}

/** The parent page's origin, as the browser reports it (not as any message claims). */
function parentOrigin(): string {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? ''
  try {
    return new URL(document.referrer).origin
  } catch {
    return ''
  }
}

async function allowedOrigins(): Promise<readonly string[]> {
  const url = new URL('/projects/v1/origins', apiUrl)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('st', 'secure-site')
  url.searchParams.set('sv', '4')
  const response = await fetch(url)
  if (!response.ok) return []
  const body = (await response.json()) as { allowedOrigins?: unknown }
  return Array.isArray(body.allowedOrigins)
    ? body.allowedOrigins.filter((item): item is string => typeof item === 'string')
    : []
}

// --- approval -------------------------------------------------------------------------------

let pendingApproval: { reject: () => void } | undefined

function describe(method: string, requestParams: readonly unknown[]): string {
  if (method === 'personal_sign') {
    const [message] = requestParams
    if (typeof message === 'string' && /^0x[0-9a-fA-F]*$/.test(message)) {
      try {
        const bytes =
          message
            .slice(2)
            .match(/../g)
            ?.map((byte) => Number.parseInt(byte, 16)) ?? []
        return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes))
      } catch {
        return message
      }
    }
    return String(message)
  }
  return JSON.stringify(
    method === 'eth_signTypedData_v4' ? requestParams[1] : requestParams[0],
    null,
    2,
  )
}

/** The approval screen's title for an EVM request the frame describes itself. */
function titleOf(method: string): string {
  if (method === 'eth_sendTransaction') return t(m.sendTransaction)
  if (method === 'wallet_sendCalls') return t(m.sendCalls)
  if (method === 'personal_sign') return t(m.signMessage)
  return t(m.signTypedData)
}

/** The approval screen asks on `network`: Solana, or an EVM chain by id. */
function askUser(
  method: string,
  requestParams: readonly unknown[],
  network: number | 'solana',
  shown?: { title: string; details: string },
): Promise<void> {
  pendingApproval?.reject()
  const section = element<HTMLElement>('approval')
  element('approval-method').textContent = shown?.title ?? titleOf(method)
  const where = {
    network: network === 'solana' ? 'solana' : 'evm',
    chainId: String(network),
    origin: parentOrigin(),
  }
  element('approval-chain').textContent = dappName
    ? t(m.requestedByNamed, { ...where, dappName })
    : t(m.requestedBy, where)
  element('approval-details').textContent = shown?.details ?? describe(method, requestParams)
  section.hidden = false
  return new Promise<void>((resolve, reject) => {
    const approve = element<HTMLButtonElement>('approve')
    const refuse = element<HTMLButtonElement>('reject')
    const finish = () => {
      section.hidden = true
      approve.onclick = null
      refuse.onclick = null
      pendingApproval = undefined
    }
    const rejectRequest = () => {
      finish()
      reject(new FrameError('User rejected the request.', 4001))
    }
    pendingApproval = { reject: rejectRequest }
    approve.onclick = () => {
      finish()
      resolve()
    }
    refuse.onclick = rejectRequest
  })
}

// --- requests -------------------------------------------------------------------------------

/** The Farcaster login under way: GET_FARCASTER_URI made it, CONNECT_FARCASTER waits on it. */
let farcasterChannel: string | undefined

function preferredAccountType(): AccountType {
  return localStorage.getItem(ACCOUNT_TYPE_KEY) === 'eoa' ? 'eoa' : 'smartAccount'
}

function isChainAccounts(value: unknown): value is ChainAccounts {
  if (typeof value !== 'object' || value === null) return false
  const { eoa, smartAccount } = value as Record<string, unknown>
  if (typeof eoa !== 'string') return false
  if (smartAccount === undefined) return true
  const smart = smartAccount as Record<string, unknown> | null
  return typeof smart?.address === 'string' && typeof smart.deployed === 'boolean'
}

/**
 * The user the host sees (spec §3): the session without its token, on `onChain` (the current
 * chain unless given), with both accounts. The active address is the smart account when the
 * user prefers one and the chain enables smart accounts; otherwise the EOA (the preference is
 * kept for the next chain).
 */
async function userOf(session: Session, onChain = chainId) {
  const { token, ...user } = session
  const accounts = await post('/v1/accounts', { token, chainId: onChain })
  if (!isChainAccounts(accounts)) throw new FrameError('Something went wrong')
  const smart = accounts.smartAccount
  const type: AccountType =
    smart && preferredAccountType() === 'smartAccount' ? 'smartAccount' : 'eoa'
  return {
    ...user,
    address: smart && type === 'smartAccount' ? smart.address : accounts.eoa,
    chainId: onChain,
    accounts: [
      { address: accounts.eoa, type: 'eoa' as const },
      ...(smart ? [{ address: smart.address, type: 'smartAccount' as const }] : []),
    ],
    preferredAccountType: type,
    smartAccountDeployed: smart?.deployed ?? false,
    ...(typeof accounts.solanaAddress === 'string'
      ? { solanaAddress: accounts.solanaAddress }
      : {}),
  }
}

/** The page that embeds the frame, as SYNC_DAPP_DATA names it (shown beside its real origin). */
let dappName: string | undefined

function saveSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session))
  localStorage.setItem(CHAIN_KEY, String(chainId))
}

function requireSession(): Session {
  const session = readSession()
  if (!session) throw new FrameError('Not logged in', 4100)
  return session
}

async function handle(request: HostRequest): Promise<unknown> {
  switch (request.type) {
    case 'CONNECT_EMAIL':
      return post('/v1/email/start', { email: request.payload.email, deviceId: deviceId() })
    case 'CONNECT_DEVICE':
      return post('/v1/email/device', { ...request.payload, deviceId: deviceId() })
    case 'CONNECT_OTP': {
      const session = (await post('/v1/email/verify', {
        ...request.payload,
        deviceId: deviceId(),
      })) as Session
      saveSession(session)
      return userOf(session)
    }
    case 'GET_SOCIAL_REDIRECT_URI':
      return post('/v1/social/start', {
        provider: request.payload.provider,
        origin: parentOrigin(),
        projectId,
      })
    case 'CONNECT_SOCIAL': {
      const session = (await post('/v1/social/connect', request.payload)) as Session
      saveSession(session)
      return userOf(session)
    }
    case 'GET_FARCASTER_URI': {
      const { uri } = (await post('/v1/farcaster/start', {})) as { uri: string }
      farcasterChannel = new URL(uri).pathname.split('/').at(-1)
      return { uri }
    }
    case 'CONNECT_FARCASTER': {
      if (!farcasterChannel) throw new FrameError('Failed to connect')
      const channel = farcasterChannel
      const session = (await post('/v1/farcaster/wait', { channel })) as Session
      farcasterChannel = undefined
      saveSession(session)
      return userOf(session)
    }
    case 'GET_USER': {
      const session = readSession()
      if (!session) throw new FrameError('Not logged in', 4100)
      const user = (await post('/v1/user', { token: session.token })) as Omit<Session, 'token'>
      return userOf({ ...user, token: session.token })
    }
    case 'SIGN_OUT': {
      const session = readSession()
      localStorage.removeItem(SESSION_KEY)
      localStorage.removeItem(CHAIN_KEY)
      localStorage.removeItem(ACCOUNT_TYPE_KEY)
      if (session) await post('/v1/sign-out', { token: session.token }).catch(() => undefined)
      return {}
    }
    case 'UPDATE_EMAIL':
      return post('/v1/email/update', {
        token: requireSession().token,
        email: request.payload.email,
      })
    case 'UPDATE_EMAIL_PRIMARY_OTP':
      return post('/v1/email/update/primary', {
        token: requireSession().token,
        otp: request.payload.otp,
      })
    case 'UPDATE_EMAIL_SECONDARY_OTP': {
      const session = requireSession()
      const result = (await post('/v1/email/update/secondary', {
        token: session.token,
        otp: request.payload.otp,
      })) as { email: string }
      saveSession({ ...session, email: result.email })
      return { email: result.email }
    }
    case 'RPC_ABORT':
      pendingApproval?.reject()
      return {}
    case 'RELOAD':
      // Answered first; the host then waits for the reloaded frame's READY.
      setTimeout(() => location.reload(), 50)
      return {}
    case 'SET_PREFERRED_ACCOUNT': {
      const session = requireSession()
      localStorage.setItem(ACCOUNT_TYPE_KEY, request.payload.type)
      return userOf(session)
    }
    case 'GET_SMART_ACCOUNT_NETWORKS':
      return post('/v1/smart-account-networks', {})
    case 'SYNC_THEME': {
      const root = document.documentElement
      root.style.colorScheme = request.payload.themeMode
      root.dataset.theme = request.payload.themeMode
      if (request.payload.accent) root.style.setProperty('--accent', request.payload.accent)
      return {}
    }
    case 'SYNC_DAPP_DATA':
      dappName = request.payload.name
      return {}
    case 'SWITCH_NETWORK': {
      const session = readSession()
      // The user on the new chain: its active account may differ (smart accounts only where
      // enabled).
      return switchChain(request.payload.chainId, {
        userOn: session ? (next) => userOf(session, next) : undefined,
        use: (next) => {
          if (session) useChain(next)
          else chainId = next
        },
      })
    }
    case 'IS_CONNECTED':
      return { isConnected: readSession() !== undefined }
    case 'GET_CHAIN_ID':
      return { chainId }
    case 'RPC_REQUEST': {
      const { method, params: requestParams } = request.payload
      if (FORWARDED_METHODS.has(method)) {
        return post('/v1/rpc', { chainId: request.payload.chainId, method, params: requestParams })
      }
      if (method === CAPABILITIES_METHOD) {
        const [address] = requestParams
        if (typeof address !== 'string') throw new FrameError('Invalid address', -32602)
        return post('/v1/capabilities', { token: requireSession().token, address })
      }
      if (method === ASSETS_METHOD) {
        const [query] = requestParams
        const { account, chainFilter } = (query ?? {}) as Record<string, unknown>
        if (typeof account !== 'string') throw new FrameError('Invalid account', -32602)
        const session = requireSession()
        // Only the account the user is acting as: its other account is not the host's to read.
        const user = await userOf(session)
        if (account.toLowerCase() !== user.address.toLowerCase()) {
          throw new FrameError('Unauthorized account', 4100)
        }
        return post('/v1/assets', { token: session.token, account, chainFilter, projectId })
      }
      if (method === CALLS_STATUS_METHOD) {
        const [id] = requestParams
        if (typeof id !== 'string') throw new FrameError('Invalid bundle id', -32602)
        return post('/v1/calls-status', { token: requireSession().token, id })
      }
      if (isSolanaSignedMethod(method)) {
        return handleSolanaRequest({
          method,
          params: requestParams,
          token: requireSession().token,
          post,
          askUser: (shown) => askUser(method, requestParams, 'solana', shown),
        })
      }
      if (isSessionMethod(method)) {
        const session = requireSession()
        return handleSessionFrameRequest({
          method,
          params: requestParams,
          chainId,
          token: session.token,
          user: await userOf(session),
          post,
          askUser: (shown) => askUser(method, requestParams, chainId, shown),
        })
      }
      if (!SIGNED_METHODS.has(method))
        throw new FrameError('Requested RPC call is not allowed', 4200)
      const session = requireSession()
      // The chain shown on the approval screen, kept even if the host switches meanwhile.
      const signingChain = chainId
      const user = await userOf(session, signingChain)
      // Checked before the approval screen, which shows the frame's chain: the request is
      // signed for that chain only.
      const checked = checkSignedRequest({
        method,
        params: requestParams,
        requestChainId: request.payload.chainId,
        frameChainId: signingChain,
        accounts: user.accounts,
        activeAddress: user.address,
      })
      await askUser(method, checked, signingChain)
      return post('/v1/sign', {
        token: session.token,
        chainId: signingChain,
        method,
        params: checked,
      })
    }
  }
}

async function start(): Promise<void> {
  const status = element('status')
  const origin = parentOrigin()
  const [i18n, allowed] = await Promise.all([
    i18nLoaded,
    window.parent === window ? [] : allowedOrigins(),
  ])
  t = i18n.t
  if (window.parent === window || !isAllowedOrigin(origin, allowed)) {
    status.textContent = t(m.notEmbeddable)
    return
  }
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== origin) return
    const request = decodeHostRequest(event.data)
    if (!request) return
    const reply = (message: Record<string, unknown>) =>
      window.parent.postMessage({ channel: CHANNEL, id: request.id, ...message }, origin)
    handle(request).then(
      (payload) => reply({ kind: 'success', payload }),
      (error: unknown) =>
        reply({
          kind: 'error',
          message: error instanceof Error ? error.message : 'Something went wrong',
          ...(error instanceof FrameError && error.code !== undefined ? { code: error.code } : {}),
        }),
    )
  })
  status.textContent = t(m.ready)
  window.parent.postMessage({ channel: CHANNEL, kind: 'ready' }, origin)
}

void start()
