import { emulatorForFile } from '@appkit/emulator/testing/emulator-for-file'
import { describe, expect, it } from 'vitest'
import { createDevtoolsCapture } from '../capture/createDevtoolsCapture.js'
import { createTestKit } from '../testing/createTestKit.js'
import { readEmulator } from './readEmulator.js'
import { readEmulatorFeed } from './readEmulatorFeed.js'

const emulator = emulatorForFile()

const now = () => 1_700_000_000_000

describe('Emulator tab data (against the real emulator)', () => {
  it('detects the emulator by GET /emulator/state and lists each chain’s accounts with their balances', async () => {
    const snapshot = await readEmulator({ api: emulator().urls.api, fetch, now })
    expect(snapshot.status).toBe('present')
    const [chain] = snapshot.chains
    expect(chain).toMatchObject({ chainId: 31337, name: 'Hardhat' })
    expect(chain?.blockNumber).toBeGreaterThanOrEqual(0)
    expect(chain?.accounts.map((a) => a.address)).toEqual(emulator().urls.accounts)
    const first = BigInt(chain?.accounts[0]?.balanceWei ?? '0')
    expect(first).toBeGreaterThan(10n ** 18n)
  })

  it("lists the analytics and the (empty) mailbox, and says 'not available' for an endpoint that answers 404", async () => {
    const snapshot = await readEmulator({ api: emulator().urls.api, fetch, now })
    expect(snapshot.analytics.available).toBe(true)
    expect(snapshot.mailbox).toEqual({ available: true, items: [] })
    await expect(
      readEmulatorFeed(fetch, `${emulator().urls.api}/emulator/no-such-feed`),
    ).resolves.toEqual({ available: false, reason: 'HTTP 404' })
  })

  it('is absent when GET /emulator/state fails (the page does not run against the emulator)', async () => {
    const snapshot = await readEmulator({ api: 'http://127.0.0.1:9', fetch, now })
    expect(snapshot).toMatchObject({ status: 'absent', chains: [] })
  })

  it('mines a block with evm_mine through the capture, then shows the new block number', async () => {
    const kit = createTestKit({ withWallet: false, api: emulator().urls.api })
    const capture = createDevtoolsCapture(kit, { fetch })
    try {
      await capture.refreshEmulator()
      const before = capture.getState().live.emulator?.chains[0]?.blockNumber ?? -1
      await capture.mineBlock(31337)
      const { live, emulatorError, emulatorBusy } = capture.getState()
      expect(emulatorError).toBeNull()
      expect(emulatorBusy).toBe(false)
      expect(live.emulator?.lastMined).toEqual({ chainId: 31337, blockNumber: before + 1 })
      expect(live.emulator?.chains[0]?.blockNumber).toBe(before + 1)
      await capture.mineBlock(999)
      expect(capture.getState().emulatorError).toBe('The emulator runs no chain 999')
      // The emulator tab's own calls are not the kit's: they do not show in the RPC tab.
      expect(live.requests).toEqual([])
    } finally {
      capture.detach()
      kit.destroy()
    }
  })
})
