import type { Page } from 'playwright-core'
import { emulatorAccount } from './chainReader.js'
import {
  accountButton,
  answerWallet,
  connectButton,
  modalDialog,
  testWalletOption,
} from './demoPage.js'
import { SECURE_FRAME } from './embeddedDemo.js'
import { codeFor, lastMailId } from './embeddedWalletPage.js'
import type { ModalView } from './modalViews.js'

async function openAccount(page: Page): Promise<void> {
  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).waitFor()
}

/** Account -> Update email; resolves once the new email can be typed. */
async function openUpdateEmail(page: Page): Promise<void> {
  await openAccount(page)
  await modalDialog(page).getByRole('button', { name: 'Update email' }).click()
  await modalDialog(page).getByLabel('New email').waitFor()
}

/**
 * The views of an embedded wallet logged in by `email` on the page (the demo with
 * `?embeddedWallet=1`), in the order a test walks them. The email update is never finished:
 * each visit asks again, the account keeps `email`.
 */
export function embeddedWalletViews(email: string): readonly ModalView[] {
  const next = email.replace('@', '-next@')
  async function openPrimaryOtp(page: Page): Promise<number> {
    await openUpdateEmail(page)
    const after = await lastMailId()
    await modalDialog(page).getByLabel('New email').fill(next)
    await modalDialog(page).getByRole('button', { name: 'Save' }).click()
    await modalDialog(page).getByText('Enter the code sent to your current email').waitFor()
    return after
  }
  return [
    { name: 'Account-embedded', connected: true, open: openAccount },
    {
      name: 'AccountType',
      connected: true,
      open: async (page) => {
        await openAccount(page)
        const dialog = modalDialog(page)
        // Spec §6: on 31337 the EVM default, a smart account, is in use.
        await dialog.getByRole('button', { name: 'Account type: Smart account' }).click()
        await dialog.getByRole('radio', { name: /^Smart Account/, checked: true }).waitFor()
        await dialog.getByRole('radio', { name: /^EOA/ }).waitFor()
      },
    },
    { name: 'UpdateEmailWallet', connected: true, open: openUpdateEmail },
    {
      name: 'UpdateEmailPrimaryOtp',
      connected: true,
      open: async (page) => {
        await openPrimaryOtp(page)
      },
    },
    {
      name: 'UpdateEmailSecondaryOtp',
      connected: true,
      open: async (page) => {
        const after = await openPrimaryOtp(page)
        const dialog = modalDialog(page)
        await dialog.getByLabel('One-time code').fill(await codeFor(email, after))
        await dialog.getByRole('button', { name: 'Verify' }).click()
        await dialog.getByText(next).waitFor()
        await dialog.getByLabel('One-time code').waitFor()
      },
    },
    {
      // The demo's send panel asks the embedded wallet; the secure frame shows the request.
      name: 'ApproveTransaction',
      connected: true,
      open: async (page) => {
        await page.getByTestId('send-to').fill(emulatorAccount(7))
        await page.getByTestId('send-amount').fill('0.001')
        await page.getByTestId('send-button').click()
        await modalDialog(page)
          .getByText('Review the request in the secure window below.')
          .waitFor()
        await page.frameLocator(SECURE_FRAME).locator('#approval-details').waitFor()
      },
      leave: async (page) => {
        await page.frameLocator(SECURE_FRAME).getByRole('button', { name: 'Reject' }).click()
        await modalDialog(page).waitFor({ state: 'detached' })
        await page.getByTestId('send-error').waitFor()
      },
    },
  ]
}

/**
 * EmailVerifyDevice: `email` (an account made on another device) logging in from this page's
 * fresh browser profile; the view asks for the device approval code.
 */
export const EMAIL_VERIFY_DEVICE = (email: string): ModalView => ({
  name: 'EmailVerifyDevice',
  connected: false,
  open: async (page) => {
    await connectButton(page).click()
    const dialog = modalDialog(page)
    await dialog.getByRole('button', { name: 'Continue with email' }).click()
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByLabel('Device approval code').waitFor()
  },
})

/** SIWXSignMessage: the demo with `?siwx=optional` asks to sign in once the test wallet connects. */
export const SIWX_SIGN_MESSAGE: ModalView = {
  name: 'SIWXSignMessage',
  connected: false,
  open: async (page) => {
    await connectButton(page).click()
    await testWalletOption(page).click()
    await answerWallet(page, 'approve', /Connect/)
    await modalDialog(page).getByTestId('siwx-sign-message').waitFor()
  },
}
