import { describe, expect, it, vi } from 'vitest'
import { announceProvider } from './announceProvider.js'
import type { TestWalletProvider } from './types.js'

const info = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'AppKit Test Wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'dev.appkit.testwallet',
}
const provider = { isAppKitTestWallet: true } as unknown as TestWalletProvider

function listen(target: EventTarget) {
  const details: unknown[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    details.push((event as CustomEvent).detail)
  })
  return details
}

describe('announceProvider (EIP-6963)', () => {
  it('announces once on install with a frozen { info, provider } detail', () => {
    const target = new EventTarget()
    const details = listen(target)
    announceProvider({ target, info, provider })
    expect(details).toHaveLength(1)
    const detail = details[0] as { info: typeof info; provider: unknown }
    expect(detail).toEqual({ info, provider })
    expect(detail.provider).toBe(provider)
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail.info)).toBe(true)
    expect(() => {
      ;(detail.info as { name: string }).name = 'Evil'
    }).toThrow(TypeError)
  })

  it('announces again on every eip6963:requestProvider event', () => {
    const target = new EventTarget()
    const details = listen(target)
    announceProvider({ target, info, provider })
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
    expect(details[2]).toBe(details[0])
  })

  it('stops answering requests once the returned function is called', () => {
    const target = new EventTarget()
    const onAnnounce = vi.fn()
    target.addEventListener('eip6963:announceProvider', onAnnounce)
    const stop = announceProvider({ target, info, provider })
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(onAnnounce).toHaveBeenCalledTimes(1)
  })
})
