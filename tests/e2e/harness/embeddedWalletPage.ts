import type { BrowserContext, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { connectButton, modalDialog } from './demoPage.js'

/** The demo with the embedded wallet on (`?embeddedWallet=1`). */
export async function openEmbeddedDemo(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const url = new URL(inject('demoUrl'))
  url.searchParams.set('embeddedWallet', '1')
  await page.goto(url.href)
  await page.getByRole('heading', { name: 'AppKit demo' }).waitFor()
  return page
}

interface MailboxMessage {
  id: number
  to: string
  code: string
}

async function mailbox(): Promise<MailboxMessage[]> {
  const response = await fetch(inject('emulator').mailbox)
  return ((await response.json()) as { messages: MailboxMessage[] }).messages
}

/** The newest one-time code the emulator's mailbox holds for `email`, after mail `after`. */
export async function codeFor(email: string, after = 0): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        code = (await mailbox())
          .filter((message) => message.to === email && message.id > after)
          .at(-1)?.code
        return code
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/)
  return code as string
}

/** The id of the newest mail, so a test reads only codes sent after it. */
export async function lastMailId(): Promise<number> {
  return (await mailbox()).at(-1)?.id ?? 0
}

/** Connect Wallet -> Email -> code from the mailbox -> Verify; resolves with the address. */
export async function logInByEmail(page: Page, email: string): Promise<`0x${string}`> {
  const after = await lastMailId()
  await connectButton(page).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByLabel('One-time code').fill(await codeFor(email, after))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  const address = page.getByTestId('account-address')
  await address.waitFor()
  await dialog.waitFor({ state: 'detached' })
  return (await address.textContent()) as `0x${string}`
}
