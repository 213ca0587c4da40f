import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterEach, expect, inject, it } from 'vitest'
import { clearFaults, injectFault } from './harness/blockchainApi.js'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import { accountButton, answerWallet, connectTestWallet, openDemo } from './harness/demoPage.js'
import { emulatorRequests } from './harness/emulatorFaults.js'
import { recordPageErrors } from './harness/recordPageErrors.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const chain = inject('emulator').chains['31337']
/** Accounts 11 (sends) and 12 (receives): no other browser test uses them. */
const ACCOUNT_INDEX = 11
const RECEIPT = { method: 'POST', rpcMethod: 'eth_getTransactionReceipt' } as const

afterEach(() => clearFaults())

async function receiptPolls(): Promise<number[]> {
  return (await emulatorRequests('/rpc/31337', RECEIPT)).map((request) => request.at)
}

/** The answers the page got to its receipt polls: status, and whether a receipt was in it. */
function watchReceiptAnswers(page: Page): { status: number; found: boolean }[] {
  const answers: { status: number; found: boolean }[] = []
  page.on('response', async (response) => {
    if (!response.request().postData()?.includes('eth_getTransactionReceipt')) return
    const body: unknown = response.status() === 200 ? await response.json().catch(() => null) : null
    const calls = Array.isArray(body) ? body : [body]
    const found = calls.some(
      (call) =>
        typeof call?.result === 'object' &&
        call.result !== null &&
        'transactionHash' in call.result,
    )
    answers.push({ status: response.status(), found })
  })
  return answers
}

/** The header's balance, e.g. 10000.000 from '10000.000 ETH 0x1234…abcd'; NaN while unknown. */
async function headerBalance(page: Page): Promise<number> {
  const shown = /^([\d,]+\.\d+)\s/.exec((await accountButton(page).textContent()) ?? '')?.[1]
  return shown === undefined ? Number.NaN : Number.parseFloat(shown.replaceAll(',', ''))
}

it("chains' JSON-RPC: a pending send's receipt polls get 503 twice (retried with backoff, spec §8 statuses), then hang past the 10 s timeout (fake clock); once the fault clears the send completes and the balance is refreshed", async () => {
  if (!chain) throw new Error('No chain 31337 in the emulator')
  await clearFaults()
  const context = browser.context()
  const errors = await recordPageErrors(context)
  // The demo is built against the node itself; its calls are sent to the emulator's RPC
  // proxy for the same node, where faults are played (the page cannot tell).
  const nodeOrigin = new URL(chain.rpcUrl).origin
  await context.route(
    (url) => url.origin === nodeOrigin,
    (route) => route.continue({ url: chain.proxyRpcUrl }),
  )
  await context.clock.install()
  const { page } = await openDemo(context, { accountIndex: ACCOUNT_INDEX })
  const sender = emulatorAccount(ACCOUNT_INDEX)
  expect(await connectTestWallet(page)).toBe(sender)
  await expect.poll(() => headerBalance(page)).toBeGreaterThan(0)
  const before = await headerBalance(page)

  const answers = watchReceiptAnswers(page)
  await injectFault({ path: '/rpc/31337', ...RECEIPT, status: 503, times: 2 })
  await injectFault({ path: '/rpc/31337', ...RECEIPT, delayMs: 600_000, times: 100 })
  const receiver = emulatorAccount(12)
  const received = await chainReader().balance(receiver)
  await page.getByTestId('send-asset').selectOption('native')
  await page.getByTestId('send-to').fill(receiver)
  await page.getByTestId('send-amount').fill('0.5')
  await page.getByTestId('send-button').click()
  await answerWallet(page, 'approve', /Send|Transaction/i)
  await page.getByTestId('send-hash').waitFor()
  // Mined at once (Hardhat automines): only the app's view of it is held up.
  await expect.poll(() => chainReader().balance(receiver)).toBe(received + parseEther('0.5'))

  await expect.poll(async () => (await receiptPolls()).length, { timeout: 15_000 }).toBe(3)
  const [first = 0, second = 0, third = 0] = await receiptPolls()
  // viem's http retry: 150 ms, then 300 ms (lower bounds: a busy machine is late, never early).
  expect(second - first).toBeGreaterThanOrEqual(140)
  expect(third - second).toBeGreaterThanOrEqual(290)
  // The third hangs: past the 10 s timeout the poll is tried again (and hangs again).
  await page.clock.fastForward(10_500)
  await expect.poll(async () => (await receiptPolls()).length).toBeGreaterThanOrEqual(4)
  // Still pending: every receipt answer the app got so far was a 503.
  expect(answers.map((answer) => answer.status)).toEqual([503, 503])

  await clearFaults()
  await expect
    .poll(() => headerBalance(page), { timeout: 15_000 })
    .toBeLessThan(before - 0.5 + 0.001)
  expect(errors.list()).toEqual([])
}, 60_000)
