import { describe, expect, it } from 'vitest'
import { createFarcasterLogins } from './createFarcasterLogins.js'

describe('createFarcasterLogins (the local stand-in for Farcaster sign-in)', () => {
  it('a waiting login resolves with the username once the approval page approves it, once', async () => {
    const logins = createFarcasterLogins()
    const channel = logins.start()
    expect(logins.isPending(channel)).toBe(true)
    const waiting = logins.wait(channel)
    expect(logins.approve(channel, 'dwr')).toBe(true)
    await expect(waiting).resolves.toBe('dwr')
    expect(logins.approve(channel, 'again')).toBe(false)
    await expect(logins.wait(channel)).rejects.toThrow('This Farcaster login has expired')
  })

  it('gives up waiting after the wait time', async () => {
    const logins = createFarcasterLogins()
    await expect(logins.wait(logins.start(), 10)).rejects.toThrow('Farcaster login timed out')
  })

  it('a wait left pending (the frame went away) does not keep the emulator process alive', async () => {
    const timers = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length
    const before = timers()
    const logins = createFarcasterLogins()
    const waiting = logins.wait(logins.start(), 60_000)
    waiting.catch(() => undefined)
    expect(timers()).toBe(before)
  })
})
