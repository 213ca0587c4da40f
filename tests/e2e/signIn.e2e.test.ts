import type { BrowserContext, Page } from 'playwright-core'
import { getAddress, verifyMessage } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { beforeEach, expect, inject, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import {
  accountButton,
  answerWallet,
  askWallet,
  connectButton,
  modalDialog,
  networkButton,
  testWalletOption,
} from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

// Sign-in with the demo's `?siwx=required|optional`: the emulator's auth service
// (`${api}/auth/v1`) issues nonces, verifies sessions and keeps them.
const browser = useBrowser()
const authUrl = () => `${inject('emulator').api}/auth/v1`

interface StoredSession {
  data: Record<string, unknown>
  message: string
  signature: `0x${string}`
}

/** The account's sessions on the auth server, as the page's browser sees them (its cookie). */
function serverSessions(
  page: Page,
  address: string,
  chainId = 'eip155:31337',
): Promise<StoredSession[]> {
  return page.evaluate(
    async ({ url, query }) => {
      const response = await fetch(`${url}/sessions?${query}`, { credentials: 'include' })
      return ((await response.json()) as { sessions: StoredSession[] }).sessions
    },
    { url: authUrl(), query: new URLSearchParams({ chainId, address }).toString() },
  )
}

beforeEach(async () => {
  // Sessions live on the emulator for the whole run: every test starts signed out.
  await fetch(`${inject('emulator').api}/emulator/auth/sessions`, { method: 'DELETE' })
})

/** The demo with the test wallet and the sign-in parameters (`siwx`, `siwxExpiresIn`). */
async function openSignInDemo(
  context: BrowserContext,
  params: Record<string, string>,
): Promise<Page> {
  const page = await context.newPage()
  const url = new URL(inject('demoUrl'))
  url.searchParams.set('testWallet', '1')
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  return page
}

/** Connect Wallet -> AppKit Test Wallet -> Approve, leaving the modal open on what follows. */
async function connect(page: Page): Promise<`0x${string}`> {
  await connectButton(page).click()
  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /Connect/)
  const address = page.getByTestId('account-address')
  await address.waitFor()
  return (await address.textContent()) as `0x${string}`
}

function signView(page: Page) {
  return modalDialog(page).getByTestId('siwx-sign-message')
}

/** Sign in the open sign view, approving the wallet's prompt. */
async function signIn(page: Page): Promise<void> {
  await signView(page).waitFor()
  await modalDialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await answerWallet(
    page,
    'approve',
    /^Sign message: \S+ wants you to sign in with your Ethereum account:/,
  )
  await modalDialog(page).waitFor({ state: 'detached' })
}

it('sign-in required: the sign view opens after connecting and cannot be closed; signing stores a verified EIP-4361 session, closes the modal, and survives a reload', async () => {
  const page = await openSignInDemo(browser.context(), { siwx: 'required' })
  const address = await connect(page)
  expect(address).toBe(emulatorAccount(0))

  const dialog = modalDialog(page)
  await signView(page).waitFor()
  await expect(dialog.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Sign In')
  // 'Closing is disabled on the sign … view while sign-in is required and no sessions exist.'
  await page.keyboard.press('Escape')
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => dialog.getAttribute('data-shake')).toBe('true')
  await expect(signView(page).isVisible()).resolves.toBe(true)

  await signIn(page)
  const [session] = await serverSessions(page, address)
  expect(session).toBeDefined()
  const demo = new URL(inject('demoUrl'))
  const parsed = parseSiweMessage(session!.message)
  expect(parsed).toMatchObject({
    domain: demo.host,
    address: getAddress(address),
    statement: 'Sign in to the AppKit demo',
    uri: demo.origin,
    version: '1',
    chainId: 31337,
    nonce: session!.data.nonce,
  })
  expect(session!.data.issuedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  await expect(
    verifyMessage({ address, message: session!.message, signature: session!.signature }),
  ).resolves.toBe(true)
  // The session is this browser's: its cookie is out of the page's reach, and the emulator's
  // other browsers (a fresh context) do not see it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('appkit_siwx')
  const stranger = await browser.context().browser()!.newContext()
  const strangerPage = await stranger.newPage()
  await strangerPage.goto(inject('demoUrl'))
  await expect(serverSessions(strangerPage, address)).resolves.toEqual([])
  await stranger.close()

  // A returning visitor: the session is found, no sign view and no wallet prompt.
  const checked = page.waitForResponse((response) => response.url().includes('/auth/v1/sessions?'))
  await page.reload()
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(address)
  await checked
  await page.waitForTimeout(500)
  await expect(modalDialog(page).count()).resolves.toBe(0)
})

it('sign-in required, cancelled with no session anywhere: the wallet is disconnected', async () => {
  const page = await openSignInDemo(browser.context(), { siwx: 'required' })
  await connect(page)
  await signView(page).waitFor()
  await modalDialog(page).getByRole('button', { name: 'Cancel' }).click()
  await modalDialog(page).waitFor({ state: 'detached' })
  await expect
    .poll(() => page.getByTestId('account-status').textContent())
    .toBe('Not connected (disconnected)')
  await connectButton(page).waitFor()
})

it("a rejected signature says 'Error signing message' and keeps the sign view; signing again succeeds", async () => {
  const page = await openSignInDemo(browser.context(), { siwx: 'optional' })
  const address = await connect(page)
  await signView(page).waitFor()
  await modalDialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await answerWallet(page, 'reject', /^Sign message:/)
  await expect
    .poll(() => modalDialog(page).getByRole('alert').textContent())
    .toBe('Error signing message')
  await expect(signView(page).isVisible()).resolves.toBe(true)
  await signIn(page)
  await expect(serverSessions(page, address)).resolves.toHaveLength(1)
})

it('an expired session asks again: the sign view comes back when the session expires, and on the next visit', async () => {
  const page = await openSignInDemo(browser.context(), { siwx: 'required', siwxExpiresIn: '3' })
  const address = await connect(page)
  await signIn(page)
  await expect(serverSessions(page, address)).resolves.toHaveLength(1)
  // Three seconds later the session has expired: the flow asks again by itself.
  await signView(page).waitFor({ timeout: 10_000 })
  await expect(serverSessions(page, address)).resolves.toEqual([])
  await page.reload()
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(address)
  await signView(page).waitFor()
})

it('switching to a network without a session asks to sign; cancelling switches back to the last signed network', async () => {
  const page = await openSignInDemo(browser.context(), { siwx: 'required' })
  await connect(page)
  await signIn(page)
  await expect.poll(() => networkButton(page).textContent()).toBe('Hardhat')

  await networkButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Localhost' }).click()
  await signView(page).waitFor()
  await expect.poll(() => networkButton(page).textContent()).toBe('Localhost')
  await modalDialog(page).getByRole('button', { name: 'Cancel' }).click()
  await modalDialog(page).waitFor({ state: 'detached' })
  await expect.poll(() => networkButton(page).textContent()).toBe('Hardhat')
  await expect.poll(() => askWallet(page, 'eth_chainId')).toBe('0x7a69')
  await expect(page.getByTestId('account-address').isVisible()).resolves.toBe(true)
})

it('the auth server refuses a replayed nonce and a message for another domain; disconnect signs out', async () => {
  const page = await openSignInDemo(browser.context(), { siwx: 'required' })
  const address = await connect(page)
  await signIn(page)
  const [session] = await serverSessions(page, address)

  const post = (body: unknown) =>
    page.evaluate(
      async ({ url, json }) => {
        const response = await fetch(`${url}/sessions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(json),
        })
        return { status: response.status, body: (await response.json()) as { reason?: string } }
      },
      { url: authUrl(), json: body },
    )

  // The same signed session again, from the same page: its nonce is spent.
  await expect(post(session)).resolves.toMatchObject({ status: 409, body: { reason: 'nonce' } })

  // A fresh nonce, signed by the same wallet, but in a message for another site.
  const nonce = await page.evaluate(
    async (url) => ((await (await fetch(`${url}/nonce`)).json()) as { nonce: string }).nonce,
    authUrl(),
  )
  const fields = {
    domain: 'evil.example',
    address: getAddress(address),
    uri: 'https://evil.example',
    version: '1' as const,
    chainId: 31337,
    nonce,
    issuedAt: new Date(),
  }
  const message = createSiweMessage(fields)
  const signing = askWallet(page, 'personal_sign', [message, address])
  await answerWallet(page, 'approve', /^Sign message: evil\.example wants you to sign in/)
  const signature = (await signing) as `0x${string}`
  const foreign = {
    data: {
      accountAddress: fields.address,
      chainId: 'eip155:31337',
      domain: fields.domain,
      uri: fields.uri,
      version: '1',
      nonce,
      issuedAt: fields.issuedAt.toISOString(),
    },
    message,
    signature,
  }
  await expect(post(foreign)).resolves.toMatchObject({ status: 403, body: { reason: 'domain' } })
  await expect(serverSessions(page, address)).resolves.toEqual([session])

  // 'Sign-in-with-anything signs out on disconnect by default.'
  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await connectButton(page).waitFor()
  await expect.poll(() => serverSessions(page, address)).toEqual([])
})

it('sign-in with sessions kept in the browser (local storage): verified before it is kept, survives a reload, and disconnect signs out', async () => {
  const page = await openSignInDemo(browser.context(), { siwx: 'required', siwxStorage: 'local' })
  const address = await connect(page)
  await signIn(page)
  const storedSessions = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith(':siwxSessions'))
      return key ? (JSON.parse(localStorage.getItem(key) ?? '') as unknown) : undefined
    })
  const [session] = (await storedSessions()) as StoredSession[]
  expect(session).toBeDefined()
  expect(parseSiweMessage(session!.message)).toMatchObject({ address: getAddress(address) })
  await expect(
    verifyMessage({ address, message: session!.message, signature: session!.signature }),
  ).resolves.toBe(true)
  // The auth server never saw it.
  await expect(serverSessions(page, address)).resolves.toEqual([])

  await page.reload()
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(address)
  await page.waitForTimeout(500)
  expect(await signView(page).count()).toBe(0)

  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(storedSessions).toBeUndefined()
})

/** Every session the emulator's auth server keeps (its control endpoint), whoever owns it. */
async function allServerSessions(): Promise<StoredSession[]> {
  const response = await fetch(`${inject('emulator').api}/emulator/auth/sessions`)
  return ((await response.json()) as { sessions: StoredSession[] }).sessions
}

/**
 * Sign-in required with another family's test wallet: connect with it, sign the CAIP-122
 * message it is shown, the emulator's server keeps the session, and a reload finds it.
 */
async function signInWithFamilyWallet(
  params: Record<string, string>,
  wallet: {
    row: RegExp
    connectPrompt: RegExp
    family: string
    namespace: string
    /** Whether the wallet reconnects on its own after a reload. */
    reconnects: boolean
  },
) {
  const page = await openSignInDemo(browser.context(), { siwx: 'required', ...params })
  await connectButton(page).click()
  await modalDialog(page).getByRole('button', { name: wallet.row }).click()
  await answerWallet(page, 'approve', wallet.connectPrompt)
  const address = page.getByTestId('account-address')
  await address.waitFor()
  const shown = (await address.textContent()) ?? ''
  await signView(page).waitFor()
  await modalDialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await answerWallet(
    page,
    'approve',
    new RegExp(`^Sign message: \\S+ wants you to sign in with your ${wallet.family} account:`),
  )
  await modalDialog(page).waitFor({ state: 'detached' })
  const [session, ...others] = await allServerSessions()
  expect(others).toEqual([])
  expect(session?.data).toMatchObject({ accountAddress: shown })
  expect(String(session?.data.chainId)).toMatch(new RegExp(`^${wallet.namespace}:`))
  await expect(serverSessions(page, shown, String(session?.data.chainId))).resolves.toEqual([
    session,
  ])

  // A returning visitor: the session is found, no sign view. The Solana wallet reconnects by
  // itself; a Bitcoin (sats-connect) wallet is connected again by choice, and then the modal
  // closes straight away instead of asking to sign.
  const checked = page.waitForResponse((response) => response.url().includes('/auth/v1/sessions?'))
  await page.reload()
  if (!wallet.reconnects) {
    await connectButton(page).click()
    await modalDialog(page).getByRole('button', { name: wallet.row }).click()
    await answerWallet(page, 'approve', wallet.connectPrompt)
  }
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(shown)
  await checked
  await modalDialog(page).waitFor({ state: 'detached' })
  await page.waitForTimeout(500)
  await expect(modalDialog(page).count()).resolves.toBe(0)
  await page.close()
}

it('sign-in required with the Solana test wallet (?solana=1): the server verifies its ed25519 signature, and the session survives a reload', async () => {
  await signInWithFamilyWallet(
    { solana: '1' },
    {
      row: /AppKit Solana Test Wallet/,
      connectPrompt: /^Connect$/,
      family: 'Solana',
      namespace: 'solana',
      reconnects: true,
    },
  )
})

it('sign-in required with the Bitcoin test wallet (?families=all): the server verifies its BIP-137 signature, and after a reload connecting again finds the session (no sign view)', async () => {
  await signInWithFamilyWallet(
    { families: 'all' },
    {
      row: /Bitcoin Test Wallet/,
      connectPrompt: /^Connect \(bitcoin mainnet\)$/,
      family: 'Bitcoin',
      namespace: 'bip122',
      reconnects: false,
    },
  )
})
