import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_CHANNEL } from '../policies.js'
import { createFakePopupHost } from '../testing/createFakePopupHost.js'
import { SYSTEM_TIMERS } from '../transport/FrameHost.js'
import { awaitSocialResult } from './awaitSocialResult.js'

const SECURE = 'http://127.0.0.1:4200'
const result = {
  channel: EMBEDDED_WALLET_CHANNEL,
  kind: 'social-result',
  state: 'a'.repeat(32),
  code: 'b'.repeat(32),
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setUp() {
  const fake = createFakePopupHost()
  const popup = fake.host.open()!
  const waiting = awaitSocialResult({
    host: fake.host,
    popup,
    secureOrigin: SECURE,
    timers: SYSTEM_TIMERS,
    timeoutMs: 120_000,
  })
  return { fake, popup, waiting }
}

describe('awaitSocialResult (the popup result is accepted only from the secure origin)', () => {
  it('resolves with the result the popup posts from the secure origin, and stops listening', async () => {
    const { fake, popup, waiting } = setUp()
    fake.deliver({ origin: SECURE, source: popup.window, data: result })
    await expect(waiting).resolves.toEqual(result)
    expect(fake.listeners()).toBe(0)
  })

  it('ignores a look-alike result from another origin, another window or off schema', async () => {
    const { fake, popup, waiting } = setUp()
    let settled = false
    void waiting.finally(() => {
      settled = true
    })
    fake.deliver({ origin: 'http://127.0.0.1:5173', source: popup.window, data: result })
    fake.deliver({ origin: 'http://localhost:4200', source: popup.window, data: result })
    fake.deliver({ origin: SECURE, source: { other: true }, data: result })
    fake.deliver({ origin: SECURE, source: popup.window, data: { ...result, code: 'short' } })
    fake.deliver({ origin: SECURE, source: popup.window, data: JSON.stringify(result) })
    await vi.advanceTimersByTimeAsync(100)
    expect(settled).toBe(false)
    fake.deliver({ origin: SECURE, source: popup.window, data: result })
    await expect(waiting).resolves.toEqual(result)
  })

  it("rejects with 'Popup closed' when the user closes the popup (spec §8)", async () => {
    const { popup, waiting } = setUp()
    const outcome = waiting.catch((error: Error) => error.message)
    popup.close()
    await vi.advanceTimersByTimeAsync(500)
    await expect(outcome).resolves.toBe('Popup closed')
  })

  it('times out after 120 s (spec §9 social request timeout)', async () => {
    const { waiting } = setUp()
    const outcome = waiting.catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(119_999)
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toBe('Embedded Wallet Request Timed Out')
  })
})
