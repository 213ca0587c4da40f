import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { afterAll, expect, inject, it } from 'vitest'
import { approveInSecureFrame } from './harness/approveInSecureFrame.js'
import { modalDialog, networkButton } from './harness/demoPage.js'
import { accountButton, openEmbeddedDemo, SECURE_FRAME } from './harness/embeddedDemo.js'
import { logInByEmail } from './harness/embeddedWalletPage.js'
import { emulatorRequests } from './harness/emulatorFaults.js'
import { lamportsOf, solanaEmulator, solanaRpc } from './harness/solanaRpc.js'
import { solanaTestKeypair } from './harness/solanaTestKeypair.js'
import { useBrowser } from './harness/useBrowser.js'

const browser = useBrowser()
const SOLANA_CONNECTOR = 'embeddedWalletSolana'
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

afterAll(async () => {
  await fetch(inject('emulator').mailbox, { method: 'DELETE' })
})

const connection = () => new Connection(solanaEmulator().rpcUrl, 'confirmed')
const mint = () => new PublicKey(solanaEmulator().token.mint)
const decimals = () => solanaEmulator().token.decimals

function tokenAccountOf(owner: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM.toBuffer(), mint().toBuffer()],
    ATA_PROGRAM,
  )[0]
}

function transferChecked(from: PublicKey, to: PublicKey, owner: PublicKey, amount: bigint) {
  const data = Buffer.alloc(10)
  data[0] = 12
  data.writeBigUInt64LE(amount, 1)
  data[9] = decimals()
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM,
    keys: [
      { pubkey: from, isSigner: false, isWritable: true },
      { pubkey: mint(), isSigner: false, isWritable: false },
      { pubkey: to, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}

async function tokenUnits(account: PublicKey): Promise<bigint> {
  const { value } = await solanaRpc<{ value: { amount: string } }>('getTokenAccountBalance', [
    account.toBase58(),
  ])
  return BigInt(value.amount)
}

/** The test keypair 0 gives `owner` 10 TEST (creating its associated token account). */
async function fundWithTestTokens(owner: PublicKey): Promise<void> {
  const funder = solanaTestKeypair(0)
  const ata = tokenAccountOf(owner)
  const { blockhash } = await connection().getLatestBlockhash()
  const tx = new Transaction({ feePayer: funder.publicKey, recentBlockhash: blockhash }).add(
    new TransactionInstruction({
      programId: ATA_PROGRAM,
      keys: [
        { pubkey: funder.publicKey, isSigner: true, isWritable: true },
        { pubkey: ata, isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: false, isWritable: false },
        { pubkey: mint(), isSigner: false, isWritable: false },
        { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: TOKEN_PROGRAM, isSigner: false, isWritable: false },
      ],
      data: Buffer.from([1]),
    }),
    transferChecked(tokenAccountOf(funder.publicKey), ata, funder.publicKey, 10_000_000n),
  )
  tx.sign(funder)
  await connection().sendRawTransaction(tx.serialize())
}

async function solTransfer(from: string, to: string, lamports: number): Promise<Transaction> {
  const { blockhash } = await connection().getLatestBlockhash()
  return new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(from),
      toPubkey: new PublicKey(to),
      lamports,
    }),
  )
}

type WalletOutput = { signature?: Uint8Array; signedTransaction?: Uint8Array }
/** What the tests read of the demo's kit (`?exposeKit=1`) inside the page. */
interface DemoWindow {
  appkitDemoKit: {
    registry: {
      store: {
        getState(): {
          chains: Record<string, { status?: string; connectorId?: string; address?: string }>
          connectors: {
            id: string
            provider: {
              accounts: unknown[]
              features: Record<
                string,
                Record<string, (...inputs: unknown[]) => Promise<WalletOutput[]>>
              >
            }
          }[]
        }
      }
    }
  }
}

const unsigned = (tx: Transaction) =>
  tx.serialize({ requireAllSignatures: false }).toString('base64')

/**
 * Calls a feature of the embedded wallet's Solana connector (a Wallet Standard wallet) from the
 * page, as the solana namespace does; transactions go in and come out as base64.
 */
function callSolanaWallet(
  page: Page,
  call: 'signTransaction' | 'signAndSendTransaction',
  transactions: readonly string[],
): Promise<{ ok: string[] } | { error: string }> {
  return page.evaluate(
    async ({ connectorId, method, wires }) => {
      const kit = (window as unknown as DemoWindow).appkitDemoKit
      const state = kit.registry.store.getState()
      const wallet = state.connectors.find((c) => c.id === connectorId)?.provider
      if (!wallet) return { error: 'No embedded Solana wallet' }
      const [account] = wallet.accounts
      const feature = wallet.features[`solana:${method}`]
      const run = feature?.[method]
      if (!run) return { error: `No ${method}` }
      const inputs = wires.map((wire) => ({
        account,
        chain: 'solana:localnet',
        transaction: Uint8Array.from(atob(wire), (c) => c.charCodeAt(0)),
      }))
      const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
      try {
        const outputs = await run(...inputs)
        return {
          ok: outputs.map((output) =>
            toBase64(output.signedTransaction ?? (output.signature as Uint8Array)),
          ),
        }
      } catch (error) {
        return { error: (error as Error).message }
      }
    },
    { connectorId: SOLANA_CONNECTOR, method: call, wires: transactions },
  )
}

/** What the registry holds for each family: its connector and first account. */
function families(page: Page) {
  return page.evaluate(() => {
    const kit = (window as unknown as DemoWindow).appkitDemoKit
    const { chains } = kit.registry.store.getState()
    const of = (ns: string) => ({
      status: chains[ns]?.status,
      connectorId: chains[ns]?.connectorId,
      address: chains[ns]?.address,
    })
    return { eip155: of('eip155'), solana: of('solana') }
  })
}

it("spec §6 'the email/social auth connector is supported on eip155 and solana': one email login holds an EVM and a Solana account (key on the secure site); on Solana it signs a message (ed25519-verified), sends SOL and an SPL token and signs all transactions after approval in the secure frame (spec §6 not-safe solana_* methods), refuses an undecodable transaction keeping the login, and switching family switches the shown account", async () => {
  const page = await openEmbeddedDemo(browser.context(), { solana: '1', exposeKit: '1' })
  const email = `sol-${Date.now()}@example.com`
  const evmAddress = await logInByEmail(page, email)

  // Both families connected to the AUTH connectors, from the one login.
  await expect
    .poll(async () => (await families(page)).solana.status, { timeout: 15_000 })
    .toBe('connected')
  const both = await families(page)
  expect(both.eip155).toMatchObject({ status: 'connected', connectorId: 'embeddedWallet' })
  expect(both.solana.connectorId).toBe(SOLANA_CONNECTOR)
  const solanaAddress = both.solana.address as string
  expect(base58.decode(solanaAddress)).toHaveLength(32)
  // Funded on the emulator's Solana chain when the account was made.
  expect(await lamportsOf(solanaAddress)).toBe(100_000_000_000)

  // Switching the family shows the Solana account.
  await networkButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Solana Local' }).click()
  await expect
    .poll(() => page.getByTestId('account-address').textContent(), { timeout: 15_000 })
    .toBe(solanaAddress)
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })
  // Spec §5 display name: the Account view names the Solana account by the login too.
  await accountButton(page).click()
  await modalDialog(page).getByText(email).first().waitFor()
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })

  // solana_signMessage: approved in the secure frame; the signature verifies with ed25519.
  const message = `Embedded Solana ${Date.now()}: héllo`
  await page.getByTestId('sign-input').fill(message)
  await page.getByTestId('sign-button').click()
  await approveInSecureFrame(page, new RegExp(message))
  const signatureText = page.getByTestId('sign-signature')
  await signatureText.waitFor()
  const signature = base58.decode((await signatureText.textContent()) ?? '')
  const encoded = new TextEncoder().encode(message)
  expect(ed25519.verify(signature, encoded, base58.decode(solanaAddress))).toBe(true)
  expect(
    ed25519.verify(
      signature,
      new TextEncoder().encode(`${message}!`),
      base58.decode(solanaAddress),
    ),
  ).toBe(false)

  // SOL transfer through the demo's send panel (kit.send -> solana:signAndSendTransaction).
  const [, receiver] = solanaEmulator().accounts as [string, string]
  const receiverBefore = await lamportsOf(receiver)
  const senderBefore = await lamportsOf(solanaAddress)
  await page.getByTestId('send-to').fill(receiver)
  await page.getByTestId('send-amount').fill('0.5')
  await page.getByTestId('send-button').click()
  await approveInSecureFrame(page, new RegExp(`Send 0\\.5 SOL to ${receiver}`))
  await page.getByTestId('send-hash').waitFor({ timeout: 15_000 })
  expect(await lamportsOf(receiver)).toBe(receiverBefore + 500_000_000)
  expect(await lamportsOf(solanaAddress)).toBe(senderBefore - 500_000_000 - 5000)

  // SPL transfer: 2.5 TEST to the receiver's token account, shown with its mint and amount.
  const owner = new PublicKey(solanaAddress)
  await fundWithTestTokens(owner)
  const receiverTokens = tokenAccountOf(new PublicKey(receiver))
  const tokensBefore = await tokenUnits(receiverTokens)
  const { blockhash } = await connection().getLatestBlockhash()
  const spl = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
    transferChecked(tokenAccountOf(owner), receiverTokens, owner, 2_500_000n),
  )
  const splSent = callSolanaWallet(page, 'signAndSendTransaction', [unsigned(spl)])
  await approveInSecureFrame(
    page,
    new RegExp(
      `Send 2\\.5 of token ${mint().toBase58()} to token account ${receiverTokens.toBase58()}`,
    ),
  )
  expect(await splSent).toMatchObject({ ok: [expect.any(String)] })
  expect(await tokenUnits(receiverTokens)).toBe(tokensBefore + 2_500_000n)
  expect(await tokenUnits(tokenAccountOf(owner))).toBe(7_500_000n)

  // signAllTransactions: two transactions, one approval; each signature verifies (the emulator
  // expires a blockhash once a transaction lands: the first is sent and lands).
  const first = await solTransfer(solanaAddress, receiver, 1_000)
  const second = await solTransfer(solanaAddress, receiver, 2_000)
  const signing = callSolanaWallet(page, 'signTransaction', [unsigned(first), unsigned(second)])
  await approveInSecureFrame(page, /Transaction 1:[\s\S]*Transaction 2:/)
  const signedAll = await signing
  if (!('ok' in signedAll)) throw new Error(signedAll.error)
  expect(signedAll.ok).toHaveLength(2)
  const beforeAll = await lamportsOf(receiver)
  for (const wire of signedAll.ok) {
    const signed = VersionedTransaction.deserialize(Buffer.from(wire, 'base64'))
    expect(
      ed25519.verify(
        signed.signatures[0] as Uint8Array,
        signed.message.serialize(),
        base58.decode(solanaAddress),
      ),
    ).toBe(true)
  }
  await connection().sendRawTransaction(Buffer.from(signedAll.ok[0] as string, 'base64'))
  expect(await lamportsOf(receiver)).toBe(beforeAll + 1_000)

  // Bad input: bytes that are no transaction are refused in the page (no approval shown) ...
  const garbage = await callSolanaWallet(page, 'signTransaction', [
    Buffer.from([1, 2, 3]).toString('base64'),
  ])
  expect(garbage).toEqual({ error: 'Invalid transaction: truncated signatures' })
  // ... and one the page cannot tell (trailing bytes) by the secure site, before any approval.
  const trailing = Buffer.concat([
    (await solTransfer(solanaAddress, receiver, 1)).serialize({ requireAllSignatures: false }),
    Buffer.from([7]),
  ])
  const refused = await callSolanaWallet(page, 'signTransaction', [trailing.toString('base64')])
  expect(refused).toEqual({
    error: 'Invalid transaction: trailing bytes after the message',
  })
  await expect(page.frameLocator(SECURE_FRAME).locator('#approval').isHidden()).resolves.toBe(true)
  // Nothing signed, the login kept.
  expect(await families(page)).toMatchObject({
    eip155: { status: 'connected' },
    solana: { status: 'connected', address: solanaAddress },
  })

  // Back to the EVM family: the EVM account is the shown one again.
  await networkButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Hardhat' }).click()
  await expect
    .poll(() => page.getByTestId('account-address').textContent(), { timeout: 15_000 })
    .toBe(evmAddress)
  await page.keyboard.press('Escape')
  await modalDialog(page).waitFor({ state: 'detached' })

  // Disconnect signs the login out once and clears both families.
  const signOuts = async () =>
    (await emulatorRequests('/v1/sign-out', { service: 'secureSite' })).length
  const signOutsBefore = await signOuts()
  await accountButton(page).click()
  await modalDialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await page.getByTestId('account-status').waitFor()
  await expect
    .poll(async () => {
      const { eip155, solana } = await families(page)
      return [eip155.status === 'connected', solana.status === 'connected']
    })
    .toEqual([false, false])
  await expect.poll(signOuts).toBe(signOutsBefore + 1)
})

it("spec §6 'the email/social auth connector is supported only on some families (eip155 and solana)': a Solana-only app offers email login, and it connects the Solana account (again after a reload)", async () => {
  const page = await openEmbeddedDemo(browser.context(), { solanaOnly: '1', exposeKit: '1' })
  const email = `solonly-${Date.now()}@example.com`
  const shown = await logInByEmail(page, email)
  expect(base58.decode(shown)).toHaveLength(32)
  const state = await families(page)
  expect(state.solana).toMatchObject({ status: 'connected', connectorId: SOLANA_CONNECTOR })
  expect(state.eip155.status).not.toBe('connected')

  // A reload reconnects the Solana account from the secure site's session.
  await page.reload()
  await expect
    .poll(() => page.getByTestId('account-address').textContent(), { timeout: 15_000 })
    .toBe(shown)
})
