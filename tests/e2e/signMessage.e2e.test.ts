import { verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import { answerWallet, connectTestWallet, openDemo } from './harness/demoPage.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()

it('signs a message with the connected wallet: the signature verifies with viem for the connected address', async () => {
  const { page } = await openDemo(browser.context())
  const address = await connectTestWallet(page)
  expect(address).toBe(emulatorAccount(0))

  const message = `AppKit e2e ${Date.now()}: héllo ✓`
  await page.getByTestId('sign-input').fill(message)
  await page.getByTestId('sign-button').click()
  // The wallet shows the decoded message it is asked to sign.
  await answerWallet(page, 'approve', new RegExp(`^Sign message: ${message}$`))

  const signature = page.getByTestId('sign-signature')
  await signature.waitFor()
  const value = (await signature.textContent()) as `0x${string}`
  expect(value).toMatch(/^0x[0-9a-f]{130}$/)
  await expect(verifyMessage({ address, message, signature: value })).resolves.toBe(true)
  // Not a signature of something else, nor by someone else.
  await expect(verifyMessage({ address, message: `${message}!`, signature: value })).resolves.toBe(
    false,
  )
  await expect(
    verifyMessage({ address: emulatorAccount(1), message, signature: value }),
  ).resolves.toBe(false)
  await expect(page.getByTestId('sign-valid').textContent()).resolves.toBe('Signature valid')
})
