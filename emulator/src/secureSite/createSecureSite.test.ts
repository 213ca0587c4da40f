import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createFaults } from '../api/faults.js'
import { createMailbox } from '../api/mailbox/createMailbox.js'
import { createRequestLog } from '../api/requestLog.js'
import { createSecureSite, type SecureSite, type SecureSiteOptions } from './createSecureSite.js'

/** The secure site's JSON answer: a result or an error. */
interface Reply {
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the result of its own endpoint
  result?: any
  error?: { message: string; code?: number }
}

const DEVICE = 'device-0000-0001'

let site: SecureSite | undefined
afterEach(async () => {
  await site?.close()
  site = undefined
})

const PROJECT_ID = 'appkit-local-project'

async function start(extra: Partial<SecureSiteOptions> = {}) {
  const mailbox = createMailbox()
  site = await createSecureSite({
    ...extra,
    port: 0,
    hostname: '127.0.0.1',
    apiUrl: 'http://127.0.0.1:4100',
    rpcUrls: new Map(),
    mailbox,
    // Stands in for the project API's GET /projects/v1/origins (fetchAllowedOrigins is tested
    // against a server of its own).
    allowedOrigins: async (projectId) =>
      projectId === PROJECT_ID ? ['http://127.0.0.1:5173', 'http://a.b'] : [],
  })
  const url = site.url
  async function post(path: string, body: unknown, origin = url) {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Reply }
  }
  async function login(email: string, deviceId = DEVICE) {
    await post('/v1/email/start', { email, deviceId })
    const code = mailbox.list().at(-1)?.code ?? ''
    return (await post('/v1/email/verify', { email, otp: code, deviceId })).body.result as {
      token: string
      address: `0x${string}`
    }
  }
  return { site, mailbox, post, login }
}

describe('createSecureSite', () => {
  it('delivers the one-time code to the emulator mailbox and logs in with it', async () => {
    const { mailbox, post } = await start()
    await post('/v1/email/start', { email: 'ada@example.com', deviceId: DEVICE })
    const [message] = mailbox.list()
    expect(message?.to).toBe('ada@example.com')
    expect(message?.code).toMatch(/^\d{6}$/)
    const wrong = await post('/v1/email/verify', {
      email: 'ada@example.com',
      otp: '0000000',
      deviceId: DEVICE,
    })
    expect(wrong.body.error?.message).toBe('Invalid code')
    const right = await post('/v1/email/verify', {
      email: 'ada@example.com',
      otp: message?.code,
      deviceId: DEVICE,
    })
    expect(right.body.result.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('a second login with the same email (a fresh browser) restores the same address', async () => {
    const { login } = await start()
    const first = await login('Grace@Example.com')
    const second = await login('grace@example.com')
    expect(second.address).toBe(first.address)
    expect(second.token).not.toBe(first.token)
    expect((await login('other@example.com')).address).not.toBe(first.address)
  })

  it('keeps the key encrypted at rest: the sealed record holds no plain key', async () => {
    const { site: running, login } = await start()
    await login('kay@example.com')
    const sealed = running.vault.sealed('kay@example.com')
    const key = running.vault.account('kay@example.com')
    expect(sealed?.ciphertext).toHaveLength(64)
    expect(JSON.stringify(sealed)).not.toContain(String(key?.address).slice(2).toLowerCase())
  })

  it('signs an approved personal_sign with the session key (verified with viem)', async () => {
    const { post, login } = await start()
    const { token, address } = await login('sig@example.com')
    const { body } = await post('/v1/sign', {
      token,
      chainId: 31337,
      method: 'personal_sign',
      params: ['hello', address],
    })
    await expect(
      verifyMessage({ address, message: 'hello', signature: body.result }),
    ).resolves.toBe(true)
  })

  it('refuses calls from another origin, unknown sessions and methods off the allow list', async () => {
    const { post, login } = await start()
    const { token, address } = await login('x@example.com')
    const foreign = await post('/v1/user', { token }, 'http://127.0.0.1:5173')
    expect(foreign.status).toBe(403)
    expect((await post('/v1/user', { token: 'nope' })).status).toBe(401)
    const refused = await post('/v1/rpc', { chainId: 31337, method: 'eth_sign', params: [address] })
    expect(refused.body.error).toEqual({ message: 'Requested RPC call is not allowed', code: 4200 })
  })

  it('refuses a Solana transaction that does not decode with -32602 (invalid params) before any approval, and keeps the session', async () => {
    const { post, login } = await start()
    const { token } = await login('sol-bad@example.com')
    const notATransaction = Buffer.from([1, 2, 3]).toString('base64')
    const refused = await post('/v1/solana/describe', {
      token,
      method: 'solana_signTransaction',
      params: [{ transaction: notATransaction }],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error?.code).toBe(-32602)
    expect(refused.body.error?.message).toMatch(/^Invalid transaction/)
    expect((await post('/v1/user', { token })).status).toBe(200)
  })

  it('serves the frame page with its own strict policy and the bundled frame script', async () => {
    const { site: running } = await start()
    const page = await fetch(`${running.url}/?projectId=p&chainId=31337&version=4`)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await page.text()).toContain('<script type="module" src="/frame.js"></script>')
    const script = await fetch(`${running.url}/frame.js`)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect(await script.text()).toContain('appkit:embedded-wallet')
  })
})

describe('createSecureSite: update email', () => {
  it('asks the current email (primary code), then the new one (secondary code), and keeps the address', async () => {
    const { post, login, mailbox } = await start()
    const { token, address } = await login('old@example.com')
    await post('/v1/email/update', { token, email: 'new@example.com' })
    expect(mailbox.list().at(-1)?.to).toBe('old@example.com')
    const early = await post('/v1/email/update/secondary', { token, otp: '000000' })
    expect(early.body.error?.message).toBe('No email update under way')
    await post('/v1/email/update/primary', { token, otp: mailbox.list().at(-1)?.code })
    expect(mailbox.list().at(-1)?.to).toBe('new@example.com')
    const done = await post('/v1/email/update/secondary', {
      token,
      otp: mailbox.list().at(-1)?.code,
    })
    expect(done.body.result).toEqual({ email: 'new@example.com' })
    expect((await post('/v1/user', { token })).body.result).toEqual({
      email: 'new@example.com',
      address,
    })
    // The new email logs in to the same account; the old one would make a new account.
    expect((await login('new@example.com')).address).toBe(address)
    expect((await login('old@example.com')).address).not.toBe(address)
  })
})

describe('createSecureSite: fault switch', () => {
  it("plays faults armed for service 'secureSite': the frame document answers 503, or hangs until the faults are cleared", async () => {
    const faults = createFaults()
    const requests = createRequestLog()
    site = await createSecureSite({
      port: 0,
      hostname: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:4100',
      rpcUrls: new Map(),
      mailbox: createMailbox(),
      faults,
      requests,
    })
    const url = site.url
    faults.add({ service: 'secureSite', path: '/', method: 'GET', status: 503, times: 1 })
    expect((await fetch(`${url}/`)).status).toBe(503)
    faults.add({ service: 'secureSite', path: '/', method: 'GET', delayMs: 600_000, times: 1 })
    const hanging = fetch(`${url}/`)
    await expect.poll(() => requests.list({ service: 'secureSite', path: '/' }).length).toBe(2)
    faults.clear()
    const loaded = await hanging
    expect(loaded.status).toBe(200)
    expect(loaded.headers.get('content-type')).toContain('text/html')
    // An API fault on the same path is not the secure site's.
    faults.add({ path: '/', status: 500, times: 1 })
    expect((await fetch(`${url}/`)).status).toBe(200)
  })
})

describe('createSecureSite: social login (the local consent page per provider)', () => {
  async function socialLogin(
    post: Awaited<ReturnType<typeof start>>['post'],
    provider: string,
    username: string,
  ) {
    const { uri } = (
      await post('/v1/social/start', {
        provider,
        origin: 'http://127.0.0.1:5173',
        projectId: PROJECT_ID,
      })
    ).body.result as { uri: string }
    const state = new URL(uri).searchParams.get('state') as string
    const { code } = (await post('/v1/social/approve', { state, username })).body.result as {
      code: string
    }
    return (await post('/v1/social/connect', { state, code })).body
  }

  it('creates the account for provider + username once, and finds the same address on a later login', async () => {
    const { post } = await start()
    const first = await socialLogin(post, 'github', 'octocat')
    expect(first.result).toMatchObject({ userName: 'octocat', socialProvider: 'github' })
    expect(first.result.email).toBeUndefined()
    const again = await socialLogin(post, 'github', 'OctoCat')
    expect(again.result.address).toBe(first.result.address)
    const otherProvider = await socialLogin(post, 'google', 'octocat')
    expect(otherProvider.result.address).not.toBe(first.result.address)
    expect((await post('/v1/user', { token: first.result.token })).body.result).toEqual({
      userName: 'octocat',
      socialProvider: 'github',
      address: first.result.address,
    })
  })

  it('serves the consent page under a strict policy, with the opener origin it will post to', async () => {
    const { site: running, post } = await start()
    const { uri } = (
      await post('/v1/social/start', {
        provider: 'discord',
        origin: 'http://127.0.0.1:5173/x',
        projectId: PROJECT_ID,
      })
    ).body.result as { uri: string }
    expect(new URL(uri).origin).toBe(running.url)
    const page = await fetch(uri)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await page.text()
    expect(html).toContain('<meta name="appkit-opener-origin" content="http://127.0.0.1:5173">')
    expect(html).toContain('Sign in with Discord')
    expect((await fetch(`${running.url}/social/discord?state=nope`)).status).toBe(400)
    expect((await fetch(`${running.url}/consent.js`)).headers.get('content-type')).toContain(
      'javascript',
    )
  })

  it("starts a login only for an opener origin the project allows ('Origin Not Allowed' otherwise): the consent page would post the code there", async () => {
    const { post } = await start()
    for (const [origin, projectId] of [
      ['https://evil.example', PROJECT_ID],
      ['http://127.0.0.1:5173', 'another-project'],
      ['not a url', PROJECT_ID],
    ]) {
      const refused = await post('/v1/social/start', { provider: 'github', origin, projectId })
      expect(refused.status).toBe(403)
      expect(refused.body.error?.message).toBe('Origin Not Allowed')
    }
    const missing = await post('/v1/social/start', {
      provider: 'github',
      origin: 'http://127.0.0.1:5173',
    })
    expect(missing.status).toBe(400)
  })

  it('refuses an unknown provider, a username with markup, and a code redeemed twice', async () => {
    const { post } = await start()
    const unknown = await post('/v1/social/start', {
      provider: 'myspace',
      origin: 'http://a.b',
      projectId: PROJECT_ID,
    })
    expect(unknown.body.error?.message).toBe('Unknown social provider')
    const { uri } = (
      await post('/v1/social/start', { provider: 'x', origin: 'http://a.b', projectId: PROJECT_ID })
    ).body.result as { uri: string }
    const state = new URL(uri).searchParams.get('state') as string
    const markup = await post('/v1/social/approve', { state, username: '<b>hi</b>' })
    expect(markup.status).toBe(400)
    const { code } = (await post('/v1/social/approve', { state, username: 'jack' })).body
      .result as { code: string }
    expect((await post('/v1/social/connect', { state, code })).status).toBe(200)
    const twice = await post('/v1/social/connect', { state, code })
    expect(twice.body.error?.message).toBe('Failed to connect')
  })
})

describe('createSecureSite: device verification', () => {
  it('a login from a device the account has not seen asks to approve it by a code sent to the mailbox, then the one-time code', async () => {
    const { post, login, mailbox } = await start()
    const { address } = await login('dev@example.com')
    const fresh = 'device-0000-0002'
    const started = await post('/v1/email/start', { email: 'dev@example.com', deviceId: fresh })
    expect(started.body.result).toEqual({ action: 'VERIFY_DEVICE' })
    const approval = mailbox.list().at(-1)
    expect(approval).toMatchObject({ to: 'dev@example.com', subject: 'Approve a new device' })
    // No skipping the approval with a code from elsewhere.
    const skipped = await post('/v1/email/verify', {
      email: 'dev@example.com',
      otp: approval?.code,
      deviceId: fresh,
    })
    expect(skipped.body.error?.message).toBe('Approve this device first')
    const wrong = await post('/v1/email/device', {
      email: 'dev@example.com',
      code: '000000',
      deviceId: 'device-0000-0003',
    })
    expect(wrong.body.error?.message).toBe('Invalid code')
    const approved = await post('/v1/email/device', {
      email: 'dev@example.com',
      code: approval?.code,
      deviceId: fresh,
    })
    expect(approved.body.result).toEqual({ action: 'VERIFY_OTP' })
    const otp = mailbox.list().at(-1)
    expect(otp?.subject).toBe('Your AppKit login code')
    const session = await post('/v1/email/verify', {
      email: 'dev@example.com',
      otp: otp?.code,
      deviceId: fresh,
    })
    expect(session.body.result.address).toBe(address)
    // Known now: the next login goes straight to the one-time code.
    const again = await post('/v1/email/start', { email: 'dev@example.com', deviceId: fresh })
    expect(again.body.result).toEqual({ action: 'VERIFY_OTP' })
  })
})

describe('createSecureSite: farcaster (a local stand-in approval page)', () => {
  it('the waiting login opens a session once the approval page approves, with the same address next time', async () => {
    const { post, site: running } = await start()
    async function farcasterLogin(username: string) {
      const { uri } = (await post('/v1/farcaster/start', {})).body.result as { uri: string }
      expect(new URL(uri).origin).toBe(running.url)
      const page = await fetch(uri)
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(await page.text()).toContain('Sign in with Farcaster')
      const channel = new URL(uri).pathname.split('/').at(-1)
      const waiting = post('/v1/farcaster/wait', { channel })
      expect((await post('/v1/farcaster/approve', { state: channel, username })).status).toBe(200)
      return (await waiting).body.result
    }
    const first = await farcasterLogin('dwr')
    expect(first).toMatchObject({ userName: 'dwr', socialProvider: 'farcaster' })
    expect((await farcasterLogin('dwr')).address).toBe(first.address)
  })
})

describe("createSecureSite: locales (the pages and texts in the visitor's language)", () => {
  /** A French catalog standing in for the translators' (the shipped files are placeholders). */
  const FRENCH: Record<string, string> = {
    'secureFrame.frame.pageTitle': 'Portefeuille sécurisé AppKit',
    'secureFrame.frame.approve': 'Approuver',
    'secureFrame.frame.reject': 'Refuser',
    'secureFrame.email.loginCode': 'Votre code de connexion AppKit',
    'secureFrame.consent.heading': 'Se connecter avec {provider}',
    'secureFrame.consent.invalidUsername': "Saisissez un nom d'utilisateur valide",
  }
  const startFrench = () =>
    start({ localeMessages: async (locale) => (locale === 'fr' ? FRENCH : {}) })

  it('serves GET /i18n/<locale>.json: the messages of a shipped locale, 404 for an unknown one, 400 for a malformed one', async () => {
    const { site: running } = await startFrench()
    const french = await fetch(`${running.url}/i18n/fr.json`)
    expect(french.status).toBe(200)
    expect(french.headers.get('content-type')).toContain('application/json')
    expect(await french.json()).toEqual(FRENCH)
    expect(await (await fetch(`${running.url}/i18n/ja.json`)).json()).toEqual({})
    const unknown = await fetch(`${running.url}/i18n/xx-YY.json`)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as Reply).error?.message).toMatch(
      /^No messages for locale xx-YY/,
    )
    const malformed = await fetch(`${running.url}/i18n/fr_FR!.json`)
    expect(malformed.status).toBe(400)
    expect(((await malformed.json()) as Reply).error?.message).toMatch(/^Malformed locale/)
    // Not an action: a POST is no route.
    expect((await fetch(`${running.url}/i18n/fr.json`, { method: 'POST' })).status).toBe(404)
  })

  it("serves the emulator's own catalog by default: each locale's translations of the frame", async () => {
    const { site: running } = await start()
    for (const locale of ['es', 'pt-BR', 'he', 'zh-CN', 'sw']) {
      const answer = await fetch(`${running.url}/i18n/${locale}.json`)
      expect(answer.status).toBe(200)
      const messages = (await answer.json()) as Record<string, string>
      expect(messages['secureFrame.frame.approve']).toEqual(expect.any(String))
      expect(messages['secureFrame.frame.approve']).not.toBe('Approve')
    }
  })

  it("writes the frame page in its URL's locale, with lang and dir; English for none or an unknown one", async () => {
    const { site: running } = await startFrench()
    const page = (query: string) => fetch(`${running.url}/?projectId=p&chainId=1${query}`)
    const french = await (await page('&locale=fr')).text()
    expect(french).toContain('<html lang="fr" dir="ltr">')
    expect(french).toContain('<title>Portefeuille sécurisé AppKit</title>')
    expect(french).toContain('<button type="button" id="approve">Approuver</button>')
    expect(french).toContain('<button type="button" id="reject">Refuser</button>')
    // Untranslated messages stay English.
    expect(french).toContain('Loading…')
    expect(await (await page('&locale=ar')).text()).toContain('<html lang="ar" dir="rtl">')
    for (const query of ['', '&locale=xx', '&locale=fr-FR', '&locale=%22%3E']) {
      const english = await (await page(query)).text()
      expect(english).toContain('<html lang="en" dir="ltr">')
      expect(english).toContain('<button type="button" id="approve">Approve</button>')
    }
  })

  it("sends the one-time code's email in the locale the frame names", async () => {
    const { post, mailbox } = await startFrench()
    await post('/v1/email/start', { email: 'fr@example.com', deviceId: DEVICE, locale: 'fr' })
    expect(mailbox.list().at(-1)?.subject).toBe('Votre code de connexion AppKit')
    await post('/v1/email/start', { email: 'en@example.com', deviceId: DEVICE, locale: 'xx' })
    expect(mailbox.list().at(-1)?.subject).toBe('Your AppKit login code')
  })

  it("gives out consent links in the frame's locale and writes the consent pages and their refusals in it", async () => {
    const { post } = await startFrench()
    const { uri } = (
      await post('/v1/social/start', {
        provider: 'github',
        origin: 'http://127.0.0.1:5173',
        projectId: PROJECT_ID,
        locale: 'fr',
      })
    ).body.result as { uri: string }
    expect(new URL(uri).searchParams.get('locale')).toBe('fr')
    const html = await (await fetch(uri)).text()
    expect(html).toContain('<html lang="fr" dir="ltr">')
    expect(html).toContain('<h1>Se connecter avec GitHub</h1>')
    const state = new URL(uri).searchParams.get('state')
    const refused = await post('/v1/social/approve', { state, username: '<b>', locale: 'fr' })
    expect(refused.body.error?.message).toBe("Saisissez un nom d'utilisateur valide")
    const farcaster = (await post('/v1/farcaster/start', { locale: 'ar' })).body.result as {
      uri: string
    }
    expect(new URL(farcaster.uri).searchParams.get('locale')).toBe('ar')
    expect(await (await fetch(farcaster.uri)).text()).toContain('<html lang="ar" dir="rtl">')
    // English names no locale: the links are as before.
    const english = (await post('/v1/farcaster/start', {})).body.result as { uri: string }
    expect(english.uri).toMatch(/\/farcaster\/[0-9a-f]{32}$/)
  })
})
