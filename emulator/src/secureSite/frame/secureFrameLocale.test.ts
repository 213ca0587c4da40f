import { createServer, type Server } from 'node:http'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailbox } from '../../api/mailbox/createMailbox.js'
import { secureFrameHostPage } from '../../testing/secureFrameHostPage.js'
import { createSecureSite, type SecureSite } from '../createSecureSite.js'

/** What the frame answers a host request. */
interface Reply {
  kind: 'success' | 'error'
  payload?: unknown
  message?: string
  code?: number
}

/** A French catalog standing in for the translators' (the shipped files are placeholders). */
const FRENCH: Record<string, string> = {
  'secureFrame.frame.ready': 'Portefeuille sécurisé prêt.',
  'secureFrame.frame.notEmbeddable': 'Cette page ne peut pas intégrer le portefeuille.',
  'secureFrame.frame.signMessage': 'Signer le message',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Chaîne {chainId}}} · demandé par {dappName} ({origin})',
  'secureFrame.frame.reject': 'Refuser',
  'secureFrame.email.loginCode': 'Votre code de connexion AppKit',
}

describe("the secure frame in its URL's locale (Chromium)", () => {
  const mailbox = createMailbox()
  let secure: SecureSite
  let host: Server
  /** The project API's GET /projects/v1/origins, which the frame reads: the host is allowed. */
  let api: Server
  let hostOrigin = ''
  let browser: Browser
  let page: Page
  /** Which locales' messages the frame fetched. */
  const fetched: string[] = []

  const call = (type: string, payload: unknown) =>
    page.evaluate(
      ([t, p]) =>
        (window as unknown as { call: (t: unknown, p: unknown) => Promise<Reply> }).call(t, p),
      [type, payload] as const,
    )

  beforeAll(async () => {
    host = createServer((req, res) => {
      const frameUrl = `${secure.url}/${new URL(req.url ?? '/', 'http://h').search}`
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(secureFrameHostPage(frameUrl, secure.url))
    })
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
    const address = host.address()
    hostOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    api = createServer((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
      })
      res.end(JSON.stringify({ allowedOrigins: [hostOrigin] }))
    })
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    const apiAddress = api.address()
    secure = await createSecureSite({
      port: 0,
      hostname: '127.0.0.1',
      apiUrl: `http://127.0.0.1:${typeof apiAddress === 'object' && apiAddress ? apiAddress.port : 0}`,
      rpcUrls: new Map(),
      mailbox,
      allowedOrigins: async () => [hostOrigin],
      localeMessages: async (locale) => {
        fetched.push(locale)
        return locale === 'fr' ? FRENCH : {}
      },
    })
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
    })
    const context = await browser.newContext()
    context.setDefaultTimeout(15_000)
    page = await context.newPage()
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => host?.close(resolve))
    await new Promise((resolve) => api?.close(resolve))
    await secure?.close()
  })

  /** Opens the host page with the frame at `query`; the frame once it is ready. */
  async function embed(query: string) {
    await page.goto(`${hostOrigin}/${query}`)
    await page.evaluate(() => (window as unknown as { frameReady: Promise<void> }).frameReady)
    const frame = page.frames().find((f) => f.url().startsWith(secure.url))
    if (!frame) throw new Error('The secure frame did not load')
    return frame
  }

  it('writes its status and approval screen with the messages it fetched from its origin, data left as is', async () => {
    const frame = await embed('?projectId=p&chainId=31337&locale=fr')
    expect(await frame.locator('html').getAttribute('lang')).toBe('fr')
    expect(await frame.locator('html').getAttribute('dir')).toBe('ltr')
    expect(await frame.locator('#status').textContent()).toBe('Portefeuille sécurisé prêt.')
    expect((await call('SYNC_DAPP_DATA', { name: 'Démo', projectId: 'p' })).kind).toBe('success')
    const email = 'locale@example.com'
    expect((await call('CONNECT_EMAIL', { email })).kind).toBe('success')
    const otp = mailbox.list().at(-1)
    // The frame names its locale to its server, which writes the email in it.
    expect(otp?.subject).toBe('Votre code de connexion AppKit')
    const login = await call('CONNECT_OTP', { email, otp: otp?.code })
    expect(login.kind).toBe('success')
    const address = (login.payload as { address: string }).address
    const signing = call('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
      chainId: 31337,
    })
    await frame.locator('#approval').waitFor({ state: 'visible' })
    expect(await frame.locator('#approval-method').textContent()).toBe('Signer le message')
    expect(await frame.locator('#approval-chain').textContent()).toBe(
      `Chaîne 31337 · demandé par Démo (${hostOrigin})`,
    )
    expect(await frame.locator('#approval-details').textContent()).toBe('hello')
    expect(await frame.locator('#reject').textContent()).toBe('Refuser')
    // Untranslated: English.
    expect(await frame.locator('#approve').textContent()).toBe('Approve')
    await frame.locator('#reject').click()
    // The host's error stays the protocol's English (the kit shows its own text).
    expect(await signing).toMatchObject({ kind: 'error', code: 4001 })
  })

  it('is right to left in Arabic, and English without error for an unknown locale', async () => {
    const arabic = await embed('?projectId=p&chainId=1&locale=ar')
    expect(await arabic.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await arabic.locator('html').getAttribute('lang')).toBe('ar')
    expect(await arabic.locator('#status').textContent()).toBe('Secure wallet ready.')
    const before = fetched.length
    const unknown = await embed('?projectId=p&chainId=1&locale=xx-YY')
    expect(await unknown.locator('html').getAttribute('lang')).toBe('en')
    expect(await unknown.locator('html').getAttribute('dir')).toBe('ltr')
    expect(await unknown.locator('#status').textContent()).toBe('Secure wallet ready.')
    // English is in the frame's code: nothing fetched.
    expect(fetched.length).toBe(before)
  })

  it('opened on its own (not embedded), says so in its locale', async () => {
    await page.goto(`${secure.url}/?projectId=p&locale=fr`)
    await expect
      .poll(() => page.locator('#status').textContent())
      .toBe('Cette page ne peut pas intégrer le portefeuille.')
  })
})
