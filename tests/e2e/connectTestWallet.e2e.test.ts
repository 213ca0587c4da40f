import { formatEther, parseEther } from 'viem'
import { expect, it } from 'vitest'
import { chainReader, emulatorAccount } from './harness/chainReader.js'
import { accountButton, connectTestWallet, modalDialog, openDemo } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

/** 'Balances shown truncated to 3 decimals' (spec §5, §9): cut, never rounded. */
function truncated3(wei: bigint): string {
  const [whole, fraction = ''] = formatEther(wei).split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

it('connects the AppKit Test Wallet: the Account view shows the short address and the chain balance truncated to 3 decimals', async () => {
  const chain = chainReader()
  const wallet = emulatorAccount(2)
  // A balance whose 4th decimal would round up (…0.1239 ETH more): truncation must show …123.
  await chain.fund(emulatorAccount(19), wallet, parseEther('0.1239'))
  const wei = await chain.balance(wallet)
  expect(formatEther(wei)).toMatch(/\.\d{3}[5-9]/)

  const { page } = await openDemo(browser.context(), { accountIndex: 2 })
  const address = await connectTestWallet(page)
  expect(address).toBe(wallet)

  // The page's account card shows the full address.
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(wallet)

  await accountButton(page).click()
  const dialog = modalDialog(page)
  await expect(dialog.getByRole('heading', { level: 2 }).textContent()).resolves.toBe('Account')
  const short = `${wallet.slice(0, 6)}…${wallet.slice(-4)}`
  // The account's heading (the Tokens section has a level-3 heading of its own).
  const heading = dialog.getByRole('heading', { level: 3, name: short, exact: true })
  await expect.poll(() => heading.getAttribute('title')).toBe(wallet)
  // The account's own balance line (the token list below has balances of its own).
  await expect
    .poll(() => dialog.locator('.account > .balance').textContent(), { timeout: 10_000 })
    .toBe(`${truncated3(wei)} ETH`)
})
