import { describe, expect, it, vi } from 'vitest'
import { registerWallet } from './registerWallet.js'
import { APP_READY_EVENT, REGISTER_WALLET_EVENT, type StandardWallet } from './WalletStandard.js'

const wallet = { name: 'W' } as StandardWallet

describe('registerWallet (Wallet Standard events)', () => {
  it('an app listening before registration gets the wallet through the register-wallet callback', () => {
    const target = new EventTarget()
    const register = vi.fn(() => () => undefined)
    target.addEventListener(REGISTER_WALLET_EVENT, (event) =>
      (event as CustomEvent<(api: unknown) => void>).detail({ register }),
    )
    registerWallet(target, wallet)
    expect(register).toHaveBeenCalledWith(wallet)
  })

  it('an app starting later gets it on app-ready; the unregistration is called on uninstall', () => {
    const target = new EventTarget()
    const unregister = vi.fn()
    const stop = registerWallet(target, wallet)
    const register = vi.fn(() => unregister)
    target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: { register } }))
    expect(register).toHaveBeenCalledWith(wallet)
    stop()
    expect(unregister).toHaveBeenCalledOnce()
    target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: { register } }))
    expect(register).toHaveBeenCalledOnce()
  })

  it('ignores an app-ready event whose detail is not a registry', () => {
    const target = new EventTarget()
    registerWallet(target, wallet)
    expect(() =>
      target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: 'nope' })),
    ).not.toThrow()
  })
})
