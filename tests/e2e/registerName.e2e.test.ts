import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { blockchainApiGet } from './harness/blockchainApi.js'
import { emulatorAccount } from './harness/chainReader.js'
import {
  accountButton,
  answerWallet,
  connectTestWallet,
  modalDialog,
  openDemo,
} from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** Account 5: no other browser test connects it, so it has no name but this one. */
const ACCOUNT_INDEX = 5

const title = (page: Page) => modalDialog(page).getByRole('heading', { level: 2 }).textContent()

it('register a name and see it shown in the Account view and resolved by reverse lookup', async () => {
  const address = emulatorAccount(ACCOUNT_INDEX)
  // Unique per run, letters, digits and hyphens (spec §5).
  const label = `e2e-${Date.now().toString(36)}`
  const fullName = `${label}.appkit.id`
  const { page } = await openDemo(browser.context(), { accountIndex: ACCOUNT_INDEX })
  expect(await connectTestWallet(page)).toBe(address)
  await accountButton(page).click()
  await expect.poll(() => title(page)).toBe('Account')
  const dialog = modalDialog(page)
  await expect(dialog.getByRole('heading', { level: 3 }).first().textContent()).resolves.toBe(
    `${address.slice(0, 6)}…${address.slice(-4)}`,
  )

  await dialog.getByRole('button', { name: 'Register a name' }).click()
  await dialog.getByLabel('Name').fill(label)
  await dialog.getByText(`${fullName} is available`).waitFor()
  await dialog.getByRole('button', { name: 'Register' }).click()
  // The wallet signs the JSON message: the name, empty attributes, a unix-seconds timestamp.
  await answerWallet(
    page,
    'approve',
    new RegExp(
      `^Sign message: \\{"name":"${fullName}","attributes":\\{\\},"timestamp":\\d{10}\\}$`,
    ),
  )
  // The emulator verifies the signature on chain and stores the name (its names database was
  // opened by the setup, harness/warmUpEmulatorDatabases.ts: opening it takes seconds).
  await dialog.getByRole('heading', { name: fullName }).waitFor({ timeout: 20_000 })
  await dialog.getByText('This is now the name of your account.').waitFor()

  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await expect.poll(() => title(page)).toBe('Account')
  await dialog.getByRole('heading', { name: fullName, level: 3 }).waitFor()

  const reverse = await blockchainApiGet(`/v1/profile/reverse/${address}`)
  expect(reverse.status).toBe(200)
  expect(reverse.body).toEqual([
    expect.objectContaining({
      name: fullName,
      addresses: { [String((0x80000000 | 31337) >>> 0)]: { address } },
      attributes: {},
    }),
  ])
  const identity = await blockchainApiGet(`/v1/identity/${address}`, { chainId: 'eip155:31337' })
  expect(identity.body).toEqual({ name: fullName, avatar: null })
})
