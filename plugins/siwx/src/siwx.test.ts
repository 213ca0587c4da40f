import { describe, expect, it } from 'vitest'
import { SIWX_SESSIONS_KEY } from './storage/createLocalSiwxStorage.js'
import { createSiwxTestKit } from './testing/createSiwxTestKit.js'

describe('siwx plugin registrations', () => {
  it('registers the key it keeps sessions under (kept on disconnect: signing out is its own rule), and withdraws it with the kit', () => {
    const { kit } = createSiwxTestKit()
    const key = kit.storageKeys.list().find((listed) => listed.name === SIWX_SESSIONS_KEY.name)
    expect(key).toBe(SIWX_SESSIONS_KEY)
    expect(key?.clearOnDisconnect).toBeUndefined()
    kit.destroy()
    expect(kit.storageKeys.list()).not.toContain(SIWX_SESSIONS_KEY)
  })

  it("registers its sign-in view titled 'Sign In' (the UI names no plugin's view)", () => {
    const { kit } = createSiwxTestKit()
    expect(kit.router.hasView('SIWXSignMessage')).toBe(true)
    const title = kit.router.viewTitle('SIWXSignMessage')
    expect(typeof title === 'object' ? kit.i18n.t(title) : title).toBe('Sign In')
  })

  it('a storage of the app keeps its own keys: none is registered for it', () => {
    const storage = { add: async () => {}, get: async () => [], delete: async () => {} }
    const { kit } = createSiwxTestKit({ siwx: { storage } })
    expect(kit.storageKeys.list()).not.toContain(SIWX_SESSIONS_KEY)
  })
})
