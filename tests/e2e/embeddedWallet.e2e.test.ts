import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FrameLocator, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, expect, inject, it, onTestFinished } from 'vitest'
import { blockchainApiGet, clearFaults, injectFault } from './harness/blockchainApi.js'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import { connectButton, modalDialog, networkButton } from './harness/demoPage.js'
import { accountButton, openEmbeddedDemo } from './harness/embeddedDemo.js'
import { emulatorRequests } from './harness/emulatorFaults.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const emulator = inject('emulator')
const FRAME = 'iframe[data-appkit-embedded-wallet]'

// The emulator serves every test file: leave its mailbox empty, as found.
afterAll(async () => {
  await fetch(emulator.mailbox, { method: 'DELETE' })
})

/** The newest code the emulator's mailbox holds for `email` (with that subject, if given). */
async function codeFor(email: string, after = 0, subject?: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const { messages } = (await (await fetch(emulator.mailbox)).json()) as {
          messages: { id: number; to: string; code: string; subject: string }[]
        }
        code = messages
          .filter(
            (message) =>
              message.to === email &&
              message.id > after &&
              (subject === undefined || message.subject === subject),
          )
          .at(-1)?.code
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code as string
}

async function lastMailId(): Promise<number> {
  const { messages } = (await (await fetch(emulator.mailbox)).json()) as {
    messages: { id: number }[]
  }
  return messages.at(-1)?.id ?? 0
}

/**
 * Connect Wallet -> Email -> (from a device the account has not seen: the device approval code)
 * -> the one-time code from the mailbox -> Verify; resolves with the address.
 */
async function logInByEmail(
  page: Page,
  email: string,
  options: { newDevice?: boolean } = {},
): Promise<`0x${string}`> {
  const after = await lastMailId()
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  if (options.newDevice) {
    await dialog.getByText('This device is new to your account.').waitFor()
    await dialog
      .getByLabel('Device approval code')
      .fill(await codeFor(email, after, 'Approve a new device'))
    await dialog.getByRole('button', { name: 'Verify' }).click()
  }
  await dialog
    .getByLabel('One-time code')
    .fill(await codeFor(email, after, 'Your AppKit login code'))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  const address = page.getByTestId('account-address')
  await address.waitFor()
  await dialog.waitFor({ state: 'detached' })
  return (await address.textContent()) as `0x${string}`
}

function secureFrame(page: Page): FrameLocator {
  return page.frameLocator(FRAME)
}

/** Answers the approval shown inside the secure frame, after checking what it shows. */
async function answerInFrame(page: Page, answer: 'Approve' | 'Reject', shows: RegExp) {
  await modalDialog(page).getByText('Review the request in the secure window below.').waitFor()
  const frame = secureFrame(page)
  await frame.locator('#approval-details').filter({ hasText: shows }).waitFor()
  await frame.getByRole('button', { name: answer }).click()
  await modalDialog(page).waitFor({ state: 'detached' })
}

it('logs in by email with the code from the mailbox, signs, sends through ApproveTransaction, rejects one, signs out, and back in from a new device (EmailVerifyDevice, then the code) to the same address', async () => {
  const page = await openEmbeddedDemo(browser.context())
  const email = `ada-${Date.now()}@example.com`
  const address = await logInByEmail(page, email)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // Funded on the local chain at account creation.
  const chain = chainReader(31337)
  await expect(chain.balance(address)).resolves.toBe(parseEther('100'))

  // The Account view shows the embedded user's email.
  await page.locator('.demo__actions button.appkit-btn').last().click()
  await modalDialog(page).getByText(email).first().waitFor()
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })

  // Sign a message: the request shows inside the secure frame; the signature verifies.
  const message = `Embedded ${Date.now()}: héllo`
  await page.getByTestId('sign-input').fill(message)
  await page.getByTestId('sign-button').click()
  // Spec §7 'sync theme' and 'sync dapp data': the frame shows the request in the modal's scheme,
  // naming the page beside its real origin.
  const frame = secureFrame(page)
  await frame
    .locator('#approval-details')
    .filter({ hasText: new RegExp(message) })
    .waitFor()
  const scheme = await page.locator('[data-theme]').first().getAttribute('data-theme')
  await expect.poll(() => frame.locator('html').getAttribute('data-theme')).toBe(scheme)
  expect(await frame.locator('#approval-chain').textContent()).toBe(
    `Chain 31337 · requested by AppKit demo (${new URL(inject('demoUrl')).origin})`,
  )
  await answerInFrame(page, 'Approve', new RegExp(message))
  const signature = page.getByTestId('sign-signature')
  await signature.waitFor()
  const value = (await signature.textContent()) as `0x${string}`
  // The default account on 31337 is a smart account: viem checks it on chain (ERC-6492 while
  // undeployed, ERC-1271 after).
  await expect(chain.client.verifyMessage({ address, message, signature: value })).resolves.toBe(
    true,
  )

  // Send a transaction through ApproveTransaction.
  const receiver = emulatorAccount(7)
  const before = await chain.balance(receiver)
  await page.getByTestId('send-to').fill(receiver)
  await page.getByTestId('send-amount').fill('1.5')
  await page.getByTestId('send-button').click()
  await answerInFrame(page, 'Approve', new RegExp(receiver.slice(2, 10), 'i'))
  await page.getByTestId('send-hash').waitFor()
  const sentHash = (await page.getByTestId('send-hash').textContent())?.match(
    /0x[0-9a-f]{64}/i,
  )?.[0]
  await expect.poll(() => chain.balance(receiver)).toBe(before + parseEther('1.5'))

  // Reject one: nothing moves and the page hears the rejection.
  await page.getByTestId('send-button').click()
  await answerInFrame(page, 'Reject', new RegExp(receiver.slice(2, 10), 'i'))
  await page.getByTestId('send-error').waitFor()
  expect(await chain.balance(receiver)).toBe(before + parseEther('1.5'))

  // The host page holds no key: nothing key-like in its storage, no database. The one 32-byte
  // hex it may keep is the hash of the transaction it sent (kit.transactions follows it).
  const found = await page.evaluate(async (publicHash) => {
    const texts: string[] = []
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? ''
        texts.push(key, storage.getItem(key) ?? '')
      }
    }
    const databases = (await indexedDB.databases?.()) ?? []
    return {
      keyLike: texts
        .map((text) => (publicHash ? text.replaceAll(publicHash, '') : text))
        .filter((text) => /[0-9a-f]{64}/i.test(text)),
      databases: databases.length,
    }
  }, sentHash)
  expect(found).toEqual({ keyLike: [], databases: 0 })

  // Sign out.
  await page.locator('.demo__actions button.appkit-btn').last().click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await page.getByTestId('account-status').waitFor()

  // Asking again within 30 s: 'Please try again after N seconds'.
  await connectButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Continue with email' }).click()
  await modalDialog(page).getByLabel('Email').fill(email)
  await modalDialog(page).getByRole('button', { name: 'Continue' }).click()
  await modalDialog(page)
    .getByText(/^Please try again after \d+ seconds$/)
    .waitFor()
  await page.close()

  // Back in, from a fresh browser profile (a device the account has not seen: approved by a
  // code from the mailbox first, spec §7 'connect device'): the same address.
  const fresh = await browser.browser().newContext({ viewport: { width: 1100, height: 760 } })
  try {
    const again = await openEmbeddedDemo(fresh)
    await expect(logInByEmail(again, email, { newDevice: true })).resolves.toBe(address)
  } finally {
    await fresh.close()
  }
})

it('updates the email: a code to the current email, then one to the new email, then success with the new email; the address stays, and a reload reconnects', async () => {
  const page = await openEmbeddedDemo(browser.context())
  const stamp = Date.now()
  const email = `old-${stamp}@example.com`
  const next = `new-${stamp}@example.com`
  const address = await logInByEmail(page, email)

  await page.locator('.demo__actions button.appkit-btn').last().click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Update email' }).click()
  const after = await lastMailId()
  await dialog.getByLabel('New email').fill(next)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.getByText('Enter the code sent to your current email').waitFor()
  await dialog.getByLabel('One-time code').fill(await codeFor(email, after))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await dialog.getByText(next).waitFor()
  await dialog.getByLabel('One-time code').fill(await codeFor(next, after))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await dialog
    .getByRole('status')
    .filter({ hasText: `Your email is now ${next}` })
    .waitFor()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.locator('.account-email').filter({ hasText: next }).waitFor()
  expect(await page.getByTestId('account-address').textContent()).toBe(address)

  // A reload reconnects silently: the secure frame still holds the session.
  await page.reload()
  await expect
    .poll(() => page.getByTestId('account-address').textContent(), { timeout: 20_000 })
    .toBe(address)
})

it("a reload restores the session without any prompt, on the chain the frame is on (spec §7 'is connected', 'chain id'); after sign-out, or when the secure site holds no session, a reload stays disconnected", async () => {
  const page = await openEmbeddedDemo(browser.context())
  const email = `reload-${Date.now()}@example.com`
  const smartAccount = await logInByEmail(page, email)

  // Switch to Localhost (1337): the frame is on it too. Smart accounts are not enabled there
  // (spec §6), so the account in use becomes the EOA.
  await networkButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Localhost' }).click()
  await expect
    .poll(() => page.getByTestId('account-network').textContent(), { timeout: 10_000 })
    .toBe('Localhost')
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })
  await expect.poll(() => page.getByTestId('account-address').textContent()).not.toBe(smartAccount)
  const address = await page.getByTestId('account-address').textContent()

  // What the secure frame is asked, as it receives it (the init script runs in every frame).
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { frameRequests: string[] }).frameRequests = seen
    window.addEventListener('message', (event) => {
      const data = event.data as { kind?: unknown; type?: unknown } | null
      if (data?.kind === 'request' && typeof data.type === 'string') seen.push(data.type)
    })
  })
  const frameRequests = async () => {
    const frame = page.frames().find((item) => item.url().startsWith(emulator.secureSite))
    return frame
      ? frame.evaluate(
          () => (window as unknown as { frameRequests?: string[] }).frameRequests ?? [],
        )
      : []
  }

  await page.reload()
  await expect
    .poll(() => page.getByTestId('account-address').textContent(), { timeout: 20_000 })
    .toBe(address)
  await expect.poll(() => page.getByTestId('account-network').textContent()).toBe('Localhost')
  await expect.poll(() => networkButton(page).textContent()).toBe('Localhost')
  expect(await modalDialog(page).count()).toBe(0)
  // GET_USER's chainId is the frame's chain (what GET_CHAIN_ID answers): no GET_CHAIN_ID.
  const restore = ['IS_CONNECTED', 'GET_USER', 'GET_CHAIN_ID']
  expect((await frameRequests()).filter((type) => restore.includes(type))).toEqual([
    'IS_CONNECTED',
    'GET_USER',
  ])

  // Sign out, reload: not connected, and nothing asks to log in.
  await page.locator('.demo__actions button.appkit-btn').last().click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await page.getByTestId('account-status').waitFor()
  await page.reload()
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  await page.waitForTimeout(1_500)
  expect(await page.getByTestId('account-address').count()).toBe(0)
  await page.getByTestId('account-status').waitFor()
  expect(await modalDialog(page).count()).toBe(0)

  // Logged in again, then the secure site forgets the session (as when it expired): the page
  // still remembers the embedded connector, but the frame says it is not connected.
  await logInByEmail(page, email)
  const frame = page.frames().find((candidate) => candidate.url().startsWith(emulator.secureSite))
  await frame?.evaluate(() => localStorage.removeItem('appkit-secure-session'))
  await page.reload()
  await page.getByTestId('account-status').waitFor({ timeout: 20_000 })
  await expect.poll(frameRequests, { timeout: 20_000 }).toContain('IS_CONNECTED')
  await page.waitForTimeout(1_000)
  expect(await page.getByTestId('account-address').count()).toBe(0)
  expect(await modalDialog(page).count()).toBe(0)
  expect(await frameRequests()).not.toContain('GET_USER')
}, 90_000)

it("shows spec §8 'Unable to load email login dependency' when the email login chunk cannot be fetched; Try again loads it once the network is back", async () => {
  const page = await openEmbeddedDemo(browser.context())
  const chunk = /\/EmailLoginView-[^/]*\.js$/
  await page.route(chunk, (route) => route.abort('internetdisconnected'))
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog
    .getByRole('alert')
    .filter({ hasText: 'Unable to load email login dependency' })
    .waitFor()
  expect(await dialog.getByLabel('Email').count()).toBe(0)

  await page.unroute(chunk)
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await dialog.getByLabel('Email').waitFor()
  expect(await dialog.getByRole('alert').count()).toBe(0)
})

it('ignores a frame from another origin posting look-alike messages, and shows the load failure alert when the secure frame never loads', async () => {
  const page = await openEmbeddedDemo(browser.context())
  // The secure site is unreachable: only the hostile frame "answers".
  await page.route(`${emulator.secureSite}/**`, (route) => route.abort())
  await page.evaluate((src) => {
    const hostile = document.createElement('iframe')
    hostile.src = src
    hostile.name = 'hostile'
    document.body.append(hostile)
  }, `${emulator.api}/emulator/state`)
  await expect.poll(() => page.frame({ name: 'hostile' })?.url()).toContain('/emulator/state')
  const spam = page.frame({ name: 'hostile' })
  await spam?.evaluate(() => {
    const channel = 'appkit:embedded-wallet'
    setInterval(() => {
      parent.postMessage({ channel, kind: 'ready' }, '*')
      parent.postMessage(
        {
          channel,
          kind: 'success',
          id: '00000000-0000-4000-8000-000000000000',
          payload: { action: 'VERIFY_OTP' },
        },
        '*',
      )
    }, 50)
  })

  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog.getByLabel('Email').fill('mallory@example.com')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog
    .getByRole('alert')
    .filter({ hasText: 'Network Error - Could not load embedded wallet' })
    .waitFor({ timeout: 30_000 })
  // The look-alike READY and replies moved nothing on.
  expect(await dialog.getByLabel('One-time code').count()).toBe(0)
}, 60_000)

it("shows 'Embedded Wallet Request Timed Out' when the secure frame never answers a login request (120 s, on a fake clock)", async () => {
  const context = browser.context()
  const page = await context.newPage()
  await page.clock.install()
  // A stand-in on the secure origin: it says READY and then never answers.
  await page.route(`${emulator.secureSite}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>parent.postMessage({ channel: 'appkit:embedded-wallet', kind: 'ready' }, '*')</script>`,
    }),
  )
  const url = new URL(inject('demoUrl'))
  url.searchParams.set('embeddedWallet', '1')
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog.getByLabel('Email').fill('slow@example.com')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await page.locator(FRAME).waitFor({ state: 'attached' })
  await page.clock.runFor(1_000)
  expect(await dialog.getByRole('alert').count()).toBe(0)
  await page.clock.runFor(120_000)
  await dialog.getByRole('alert').filter({ hasText: 'Embedded Wallet Request Timed Out' }).waitFor()
})

it('the secure site answers no page outside the allowed origins: a hostile page embedding the secure frame gets no READY and no reply to look-alike requests', async () => {
  // A page on an origin that is neither the project's allowed origins (localhost, 127.0.0.1) nor
  // a default ancestor: 127.0.0.2, still this machine.
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' })
    res.end('<!doctype html><title>hostile</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const { port } = server.address() as AddressInfo
  const page = await browser.context().newPage()
  await page.goto(`http://127.0.0.2:${port}/`)
  const frameUrl = new URL(emulator.secureSite)
  frameUrl.searchParams.set('projectId', emulator.projectId)
  frameUrl.searchParams.set('chainId', '31337')
  frameUrl.searchParams.set('version', '4')
  await page.evaluate((src) => {
    const seen: unknown[] = []
    ;(window as unknown as { seen: unknown[] }).seen = seen
    window.addEventListener('message', (event) => seen.push(event.data))
    const frame = document.createElement('iframe')
    frame.src = src
    frame.name = 'secure'
    document.body.append(frame)
  }, frameUrl.href)
  await page
    .frameLocator('iframe[name="secure"]')
    .getByText('This page may not embed the wallet.')
    .waitFor()
  // Look-alike requests of every kind the host sends, well formed, again and again.
  await page.evaluate(() => {
    const target = document.querySelector('iframe')?.contentWindow
    const channel = 'appkit:embedded-wallet'
    const requests = [
      ['GET_USER', {}],
      ['CONNECT_EMAIL', { email: 'mallory@example.com' }],
      ['RPC_REQUEST', { method: 'eth_chainId', params: [], chainId: 31337 }],
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'github' }],
    ] as const
    for (const [index, [type, payload]] of requests.entries()) {
      const id = `00000000-0000-4000-8000-00000000000${index}`
      target?.postMessage({ channel, kind: 'request', id, type, payload }, '*')
    }
  })
  await page.waitForTimeout(1_000)
  // The listener works: the page's own message is the only one it heard.
  await page.evaluate(() => window.postMessage('control', '*'))
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
    .toEqual(['control'])
  await page.close()
})

/**
 * Logs in a new embedded user (its smart account on 31337), gives it 5 TEST from account 0 (a
 * holder; tests measure token balances as deltas) and opens the Account view's token list.
 */
async function embeddedUserWithTokens(prefix: string) {
  const page = await openEmbeddedDemo(browser.context())
  const address = await logInByEmail(page, `${prefix}-${Date.now()}@example.com`)
  // Before the Account view first shows: nothing has fetched (or cached) its balances yet.
  await chainReader(31337).transferToken(emulatorAccount(0), address, parseEther('5'))
  return { page, address }
}

/** How many times the blockchain data API was asked for `address`'s balances (log since cleared). */
async function balanceRequests(address: string): Promise<number> {
  const requests = await emulatorRequests('/v1/account/*', { method: 'GET' })
  const path = `/v1/account/${address}/balance`.toLowerCase()
  return requests.filter((request) => request.path.toLowerCase() === path).length
}

async function openTokens(page: Page) {
  await accountButton(page).click()
  return modalDialog(page).getByRole('region', { name: /^Tokens/ })
}

it("spec §7 balance lookup: the embedded wallet answers wallet_getCapabilities (assetDiscovery) and wallet_getAssets from the chain, so the Account view lists ETH and TEST while the blockchain data API's balance route is down", async () => {
  onTestFinished(() => clearFaults())
  await clearFaults()
  const { page, address } = await embeddedUserWithTokens('assets')
  await injectFault({ path: '/v1/account/*', method: 'GET', status: 503, times: 1000 })

  const tokens = await openTokens(page)
  await tokens.locator('.item-name', { hasText: /^Test Token5\.000 TEST$/ }).waitFor()
  await tokens.locator('.item-name', { hasText: /^Ether/ }).waitFor()
  await expect(tokens.textContent()).resolves.toMatch(/Total \$\d+\.\d{2}/)
  // The wallet answered; the server's balance route was never asked, and no outage was shown.
  expect(await emulatorRequests('/v1/assets', { service: 'secureSite' })).toHaveLength(1)
  expect(await balanceRequests(address)).toBe(0)
  expect(
    await page.getByRole('alert').filter({ hasText: 'Token Balance Unavailable' }).count(),
  ).toBe(0)
})

it("spec §7 fallback: a malformed wallet_getAssets answer (breaking spec §5's wallet-asset rule) falls back to the blockchain data API's balances", async () => {
  onTestFinished(() => clearFaults())
  await clearFaults()
  const { page, address } = await embeddedUserWithTokens('assets-malformed')
  // The secure site answers the frame with an asset whose address is a number.
  await injectFault({
    service: 'secureSite',
    path: '/v1/assets',
    method: 'POST',
    status: 200,
    body: { result: { '0x7a69': [{ address: 1, balance: '0x1', type: 'NATIVE' }] } },
    times: 10,
  })

  const tokens = await openTokens(page)
  await tokens.locator('.item-name', { hasText: /^Test Token5\.000 TEST$/ }).waitFor()
  await tokens.locator('.item-name', { hasText: /^Ether/ }).waitFor()
  expect(await emulatorRequests('/v1/assets', { service: 'secureSite' })).toHaveLength(1)
  expect(await balanceRequests(address)).toBe(1)
})

it("registers a name with the embedded (auth) connector, the spec §6 default (the demo's names plugin without allowExternalWallets): the smart account's signature (ERC-6492, undeployed) is verified by the registry and the name shows in the Account view", async () => {
  const page = await openEmbeddedDemo(browser.context(), { names: 'auth' })
  const address = await logInByEmail(page, `names-${Date.now()}@example.com`)
  const label = `emb-${Date.now().toString(36)}`
  const fullName = `${label}.appkit.id`
  await accountButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Register a name' }).click()
  await dialog.getByLabel('Name').fill(label)
  await dialog.getByText(`${fullName} is available`).waitFor()
  await dialog.getByRole('button', { name: 'Register' }).click()

  // The secure frame shows the JSON message; the user approves it there.
  const frame = secureFrame(page)
  const message = new RegExp(`^\\{"name":"${fullName}","attributes":\\{\\},"timestamp":\\d{10}\\}$`)
  await frame.locator('#approval-details').filter({ hasText: message }).waitFor()
  await frame.getByRole('button', { name: 'Approve' }).click()

  await dialog.getByRole('heading', { name: fullName }).waitFor({ timeout: 20_000 })
  await dialog.getByText('This is now the name of your account.').waitFor()
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await dialog.getByRole('heading', { name: fullName, level: 3 }).waitFor()

  // Stored for the smart account, the address the user acts as.
  const reverse = await blockchainApiGet(`/v1/profile/reverse/${address}`)
  expect(reverse.body).toEqual([expect.objectContaining({ name: fullName })])
})
