import { executeAsSession } from '@appkit/emulator/testing/execute-as-session'
import { type Address, type Hex, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, inject, it } from 'vitest'
import { approveInSecureFrame } from './harness/approveInSecureFrame.js'
import { blockchainApiGet } from './harness/blockchainApi.js'
import { chainReader } from './harness/chainReader.js'
import { modalDialog } from './harness/demoPage.js'
import { accountButton, openEmbeddedDemo } from './harness/embeddedDemo.js'
import { startEmbeddedRequest } from './harness/embeddedProvider.js'
import { logInByEmail } from './harness/embeddedWalletPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const emulator = inject('emulator')

// The emulator serves every test file: leave its mailbox empty, as found.
afterAll(async () => {
  await fetch(emulator.mailbox, { method: 'DELETE' })
})

/** The contract's named error a refused session call reverts with. */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run
  } catch (error) {
    return String((error as Error).message)
  }
  return 'not refused'
}

it("issue 22 smart sessions (spec §6 'smartSessions', §7 sessions calls): the app grants an ERC-7715 permission, approved in the secure frame; the session key spends within its allowance on Hardhat and is refused beyond it; Account -> Permissions lists it; Revoke (approved) empties the list, the key is refused, and the user stays logged in", async () => {
  const page = await openEmbeddedDemo(browser.context(), { smartSessions: '1', exposeKit: '1' })
  const chain = chainReader(31337)
  const rpcUrl = emulator.chains['31337']?.rpcUrl as string
  const smart = (await logInByEmail(page, `sessions-${Date.now()}@example.com`)) as Address

  // Refused in the page, nothing shown in the frame: a malformed grant (-32602, the field named)
  // and the EIP-2255 revocation, which no longer signs out.
  const malformed = await startEmbeddedRequest(page, 'wallet_grantPermissions', [
    { chainId: numberToHex(31337), expiry: 'tomorrow' },
  ])
  expect((await malformed.outcome()).error).toMatchObject({
    code: -32602,
    message: expect.stringMatching(/^Invalid permission request: expiry/),
  })
  const eip2255 = await startEmbeddedRequest(page, 'wallet_revokePermissions', [
    { eth_accounts: {} },
  ])
  expect((await eip2255.outcome()).error?.code).toBe(-32602)
  expect(await page.getByTestId('account-address').textContent()).toBe(smart)

  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const chainNow = Number((await chain.client.getBlock()).timestamp)
  const now = Math.max(chainNow, Math.floor(Date.now() / 1000))
  const grant = await startEmbeddedRequest(page, 'wallet_grantPermissions', [
    {
      chainId: numberToHex(31337),
      expiry: now + 86_400,
      signer: { type: 'key', data: { type: 'secp256k1', publicKey: sessionKey.publicKey } },
      permissions: [
        {
          type: 'native-token-recurring-allowance',
          data: { allowance: numberToHex(parseEther('0.1')), start: chainNow - 60, period: 86_400 },
        },
      ],
    },
  ])
  await approveInSecureFrame(page, /0\.1 ETH per day/, { modalCloses: false })
  const granted = await grant.outcome()
  expect(granted.error).toBeUndefined()
  const response = granted.result as { context: Hex; address: Address }
  expect(response.context).toMatch(/^0x[0-9a-f]{64}$/i)
  expect(response.address.toLowerCase()).toBe(smart.toLowerCase())
  await modalDialog(page).waitFor({ state: 'detached' })

  // Within the day's allowance: paid from the smart account by the session key alone.
  const pay = (value: bigint) => [{ to: recipient, value, data: '0x' as Hex }]
  await executeAsSession({
    rpcUrl,
    account: smart,
    sessionId: response.context,
    calls: pay(parseEther('0.06')),
    sessionKey,
  })
  expect(await chain.balance(recipient)).toBe(parseEther('0.06'))
  // Beyond it (0.06 + 0.05 > 0.1): refused on chain.
  expect(
    await refusal(
      executeAsSession({
        rpcUrl,
        account: smart,
        sessionId: response.context,
        calls: pay(parseEther('0.05')),
        sessionKey,
      }),
    ),
  ).toContain('AllowanceExceeded')

  // Account -> Permissions lists it, described, with a labelled Revoke button.
  await accountButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Permissions' }).click()
  const list = dialog.getByRole('list', { name: 'Active permissions' })
  await list.getByText('0.1 ETH per day').waitFor()
  const revoke = list.getByRole('button', { name: /^Revoke permission for Key 0x04/ })
  await revoke.focus()
  await page.keyboard.press('Enter')
  await approveInSecureFrame(page, new RegExp(response.context.slice(2, 10), 'i'), {
    modalCloses: false,
  })
  await dialog.getByText('No active permissions').waitFor({ timeout: 30_000 })

  expect(
    await refusal(
      executeAsSession({
        rpcUrl,
        account: smart,
        sessionId: response.context,
        calls: pay(1n),
        sessionKey,
      }),
    ),
  ).toContain('SessionIsRevoked')
  // The blockchain API's index says so too (spec §7 GET sessions/{id}).
  const listed = await blockchainApiGet(`/v1/sessions/eip155:31337:${smart}`)
  expect(listed.status).toBe(200)
  expect((listed.body as { sessions: { id: string; status: string }[] }).sessions).toEqual([
    expect.objectContaining({ id: response.context, status: 'revoked' }),
  ])
  // Revoking never signs out: the embedded wallet still answers with the account.
  const accounts = await (await startEmbeddedRequest(page, 'eth_accounts', [])).outcome()
  expect(accounts.result).toEqual([smart])
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(smart)
})

it("spec §6 'smartSessions' default off: the grant is refused in the page with 4200 'Smart sessions are not enabled'", async () => {
  const page = await openEmbeddedDemo(browser.context(), { exposeKit: '1' })
  const grant = await startEmbeddedRequest(page, 'wallet_grantPermissions', [{}])
  expect((await grant.outcome()).error).toEqual({
    code: 4200,
    message: 'Smart sessions are not enabled',
  })
})
