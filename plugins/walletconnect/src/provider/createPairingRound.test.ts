import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPairingStore } from '../pairing/createPairingStore.js'
import { createPairingRound, type PairingRoundOptions } from './createPairingRound.js'

function round(overrides: Partial<PairingRoundOptions> = {}) {
  const pairing = createPairingStore()
  let approve!: () => void
  let decline!: (error: unknown) => void
  const adopt = vi.fn(() => true)
  const current = createPairingRound({
    connect: () =>
      new Promise<void>((resolve, reject) => {
        approve = resolve
        decline = reject
      }),
    adopt,
    pairing,
    autoRefresh: true,
    uriTimeoutMs: 20_000,
    now: Date.now,
    timers: {
      setTimeout: (f, ms) => setTimeout(f, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    },
    ...overrides,
  })
  current.start()
  return { current, pairing, adopt, approve: () => approve(), decline: (e: unknown) => decline(e) }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createPairingRound', () => {
  it("offers the URI with its expiry and settles 'session' once the wallet approves", async () => {
    const { current, pairing, approve, adopt } = round()
    current.offered('wc:one')
    expect(pairing.getState()).toMatchObject({ status: 'pairing', uri: 'wc:one' })
    approve()
    await expect(current.result).resolves.toBe('session')
    expect(adopt).toHaveBeenCalledTimes(1)
  })

  it("expires when 10 seconds or less remain and settles 'refresh' (auto)", async () => {
    const { current, pairing } = round()
    current.offered('wc:one')
    vi.advanceTimersByTime(230_000)
    expect(pairing.getState().status).toBe('expired')
    await expect(current.result).resolves.toBe('refresh')
  })

  it('settles once: a late approval or URI of an abandoned round changes nothing', async () => {
    const { current, pairing, approve, adopt } = round()
    current.offered('wc:one')
    current.refresh()
    approve()
    current.offered('wc:late')
    await expect(current.result).resolves.toBe('refresh')
    await Promise.resolve()
    expect(adopt).not.toHaveBeenCalled()
    expect(pairing.getState().uri).toBe('wc:one')
    expect(current.settled).toBe(true)
  })

  it('fails when no URI comes in time, and maps a rejection to 4001', async () => {
    const silent = round()
    vi.advanceTimersByTime(20_000)
    await expect(silent.current.result).rejects.toMatchObject({ shortMessage: 'Failed to connect' })
    const declined = round()
    declined.decline({ code: 5000, message: 'User rejected.' })
    await expect(declined.current.result).rejects.toMatchObject({ code: 4001 })
  })
})
