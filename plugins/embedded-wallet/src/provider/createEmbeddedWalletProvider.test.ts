import { describe, expect, it, vi } from 'vitest'
import type { RequestType } from '../protocol/frameMessageSchema.js'
import { createEmbeddedWalletProvider } from './createEmbeddedWalletProvider.js'

const USER = { email: 'a@b.co', address: `0x${'12'.repeat(20)}`, chainId: 31337 }

function setUp(answers: Partial<Record<RequestType, unknown>> = {}) {
  const request = vi.fn(async (type: RequestType, payload?: unknown) => {
    if (type in answers) return answers[type]
    if (type === 'RPC_REQUEST') return { forwarded: payload }
    throw new Error(`unexpected ${type}`)
  })
  const approvals = vi.fn()
  const withApproval = <T>(run: () => Promise<T>): Promise<T> => {
    approvals()
    return run()
  }
  const provider = createEmbeddedWalletProvider({
    transport: { request },
    defaultChainId: () => 1337,
    withApproval,
  })
  return { provider, request, withApproval: approvals }
}

describe('createEmbeddedWalletProvider (spec §6 routing)', () => {
  it('safe methods go straight through to the frame, without approval', async () => {
    const { provider, request, withApproval } = setUp()
    await expect(
      provider.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] }),
    ).resolves.toEqual({
      forwarded: { method: 'eth_getBalance', params: ['0x1', 'latest'], chainId: 1337 },
    })
    expect(withApproval).not.toHaveBeenCalled()
    expect(request).toHaveBeenCalledOnce()
  })

  it('not-safe methods open the approval (ApproveTransaction) and then go to the frame', async () => {
    const { provider, withApproval } = setUp()
    provider.setUser(USER)
    const params = ['0x68656c6c6f', USER.address]
    await expect(provider.request({ method: 'personal_sign', params })).resolves.toEqual({
      forwarded: { method: 'personal_sign', params, chainId: 31337 },
    })
    expect(withApproval).toHaveBeenCalledOnce()
  })

  it("anything else is refused with 'Requested RPC call is not allowed'", async () => {
    const { provider, request } = setUp()
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
      code: 4200,
    })
    expect(request).not.toHaveBeenCalled()
  })

  it('answers accounts from the logged-in user, else asks the frame (GET_USER) once', async () => {
    const { provider, request } = setUp({ GET_USER: USER })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([USER.address])
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
      USER.address,
    ])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(request).toHaveBeenCalledTimes(1)
  })

  it('without a session: no accounts, and eth_requestAccounts fails', async () => {
    const { provider } = setUp()
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('switches the chain through the frame and says so (chainChanged)', async () => {
    const { provider, request } = setUp({ SWITCH_NETWORK: { chainId: 1337 } })
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(request).toHaveBeenCalledWith('SWITCH_NETWORK', { chainId: 1337 })
    expect(changed).toHaveBeenCalledWith('0x539')
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x539')
  })

  it('disconnecting (wallet_revokePermissions) signs out in the frame and forgets the user', async () => {
    const { provider, request } = setUp({ SIGN_OUT: {} })
    provider.setUser(USER)
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(request).toHaveBeenCalledWith('SIGN_OUT', {})
    expect(provider.store.getState().user).toBeUndefined()
  })
})
